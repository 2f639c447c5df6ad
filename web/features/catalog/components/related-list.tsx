import { useTranslation } from "../../../lib/i18n-react.tsx";
import { Link } from "../../../components/localised-link.tsx";
import type { PromptDetail } from "../../../../contract/catalog.ts";
import { RatingSummary } from "../../../components/rating.tsx";

/** Related prompts, as links; the 404 page lists popular ones under its own heading. */
export function RelatedList({ items, heading }: { items: PromptDetail["recommends"]; heading?: string }) {
  const { t } = useTranslation("catalog");
  return (
    <section aria-labelledby="related-heading" className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="related-heading" className="text-lg font-semibold text-slate-900">
        {heading ?? t("detail.relatedHeading")}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{t("detail.noRelated")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.code}>
              <Link to={`/detail/${encodeURIComponent(item.code)}`} className="focus-ring group block rounded-lg py-3">
                <span className="block font-medium text-slate-800 group-hover:text-teal-800">{item.title}</span>
                <span className="mt-1 flex items-center gap-2 text-xs text-slate-500">
                  <span data-user-content className="truncate">
                    {item.author.nickName}
                  </span>
                  <RatingSummary score={item.cnt.score} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
