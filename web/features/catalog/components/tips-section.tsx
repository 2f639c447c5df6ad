import { useTranslation } from "../../../lib/i18n-react.tsx";
import { SparkIcon } from "./catalog-icons.tsx";

/** Usage tips (a default tip when the prompt has none) and the source. */
export function TipsSection({ tips, source, lang }: { tips: string; source: string; lang?: string }) {
  const { t } = useTranslation("catalog");
  return (
    <section aria-labelledby="tips-heading" className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="tips-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <SparkIcon className="size-5 text-teal-700" />
        {t("detail.tipsHeading")}
      </h2>
      {/* The default tip is in the reader's language, not the version's. */}
      <p lang={tips.trim() ? lang : undefined} className="mt-3 leading-relaxed break-words whitespace-pre-line text-slate-700">
        {tips.trim() || t("detail.defaultTip")}
      </p>
      {source.trim() && (
        <p className="mt-4 text-sm text-slate-500">
          {t("detail.source")}
          {t("common:colon")}
          <span data-user-content className="text-slate-700">
            {source}
          </span>
        </p>
      )}
    </section>
  );
}
