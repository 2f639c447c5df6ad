import { useTranslation } from "../../lib/i18n-react.tsx";
import type { BlogFileLanguage } from "../../../contract/blog.ts";
import { formatBlogDate } from "./format-date.ts";

/** Date and language of a post, as a description list (the labels are for screen readers). */
export function PostFacts({ date, lan, className = "" }: { date: string; lan: BlogFileLanguage; className?: string }) {
  const { t, i18n } = useTranslation("blog");
  return (
    <dl className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${className}`}>
      <div className="flex items-center gap-1.5">
        <dt className="sr-only">{t("article.published")}</dt>
        <CalendarIcon />
        <dd>
          <time dateTime={date}>{formatBlogDate(date, i18n.language)}</time>
        </dd>
      </div>
      <div className="flex items-center gap-1.5">
        <dt className="sr-only">{t("language.label")}</dt>
        <LanguageIcon />
        <dd lang={lan === "zh" ? "zh" : "en"}>{t(`language.${lan}`)}</dd>
      </div>
    </dl>
  );
}

const iconProps = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  className: "size-4 shrink-0 text-slate-400",
} as const;

function CalendarIcon() {
  return (
    <svg {...iconProps}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

function LanguageIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 5h8M8 3v2M6 5c0 4 2.5 7 6 8M10 5c0 4-2.5 7-6 9M13 21l4-9 4 9M14.5 18h5" />
    </svg>
  );
}
