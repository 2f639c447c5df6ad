import { useTranslation } from "../../../lib/i18n-react.tsx";
import { Link } from "../../../components/localised-link.tsx";
import type { CategoryCard as Card } from "../../../../contract/catalog.ts";
import { hotLevel } from "../text.ts";
import { FlameIcon } from "./catalog-icons.tsx";

const HOT_STYLE = {
  high: "bg-rose-50 text-rose-700",
  medium: "bg-amber-50 text-amber-800",
  low: "bg-slate-100 text-slate-600",
} as const;

export const categoryHref = (code: string) => `/?category=${encodeURIComponent(code.toLowerCase())}`;

/**
 * A category: emoji, name, intro, prompt count, popularity label and sample prompts. The whole
 * card opens the home list filtered to it (the name's link stretches over the card); the samples
 * are links of their own above it.
 */
export function CategoryCard({ card, featured = false }: { card: Card; featured?: boolean }) {
  const { t } = useTranslation("catalog");
  const level = hotLevel(card.hot);
  return (
    <article
      className={`relative flex min-w-0 flex-col rounded-3xl border bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:shadow-md ${featured ? "border-teal-200" : "border-slate-200"}`}
    >
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-teal-50 text-2xl">
          {card.img || "📁"}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold text-slate-900">
            <Link
              to={categoryHref(card.code)}
              className="focus-ring rounded after:absolute after:inset-0 after:rounded-3xl after:content-[''] hover:text-teal-800"
            >
              {card.category}
            </Link>
          </h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-slate-500">
            <span>{t("categories.count", { count: card.cnt })}</span>
            <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${HOT_STYLE[level]}`}>
              <FlameIcon className="size-3" />
              {t(`categoryPage.hot.${level}`)}
            </span>
          </p>
        </div>
      </div>
      {card.intro && <p className="mt-3 text-sm leading-relaxed text-slate-600">{card.intro}</p>}
      {card.samplePrompts.length > 0 && (
        <div className="mt-4 border-t border-slate-100 pt-3">
          <p className="text-xs font-medium text-slate-500">{t("categoryPage.samples")}</p>
          <ul className="relative z-10 mt-1">
            {card.samplePrompts.map((sample) => (
              <li key={sample.code}>
                <Link
                  to={`/detail/${encodeURIComponent(sample.code)}`}
                  className="focus-ring block truncate rounded py-1.5 text-sm text-teal-800 hover:underline"
                >
                  {sample.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
