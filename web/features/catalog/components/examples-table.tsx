import { useTranslation } from "../../../lib/i18n-react.tsx";
import type { DemoExample } from "../../../../contract/catalog.ts";
import { safeImageUrl } from "../demo.ts";

function Images({ urls, offset }: { urls: string[] | undefined; offset: number }) {
  const { t } = useTranslation("catalog");
  const safe = (urls ?? []).map(safeImageUrl).filter((u): u is string => u !== null);
  if (safe.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {safe.map((url, i) => (
        <li key={url + i}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="focus-ring block overflow-hidden rounded-lg ring-1 ring-slate-200 hover:ring-teal-400"
          >
            <img src={url} alt={t("detail.exampleImage", { n: offset + i + 1 })} loading="lazy" decoding="async" className="size-24 object-cover" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Input and output of each example; stacked on a phone, two columns from a tablet up. */
export function ExamplesTable({ examples, lang }: { examples: DemoExample[]; lang?: string }) {
  const { t } = useTranslation("catalog");
  return (
    <section aria-labelledby="examples-heading" className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="examples-heading" className="text-lg font-semibold text-slate-900">
        {t("detail.examplesHeading")}
      </h2>
      {examples.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{t("detail.noExamples")}</p>
      ) : (
        <table className="mt-4 w-full table-fixed border-separate border-spacing-0 text-sm">
          <thead className="hidden md:table-header-group">
            <tr>
              <th scope="col" className="w-1/2 rounded-tl-xl border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-left font-semibold text-slate-700">
                {t("detail.exampleInput")}
              </th>
              <th scope="col" className="w-1/2 rounded-tr-xl border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-left font-semibold text-slate-700">
                {t("detail.exampleOutput")}
              </th>
            </tr>
          </thead>
          <tbody>
            {examples.map((example, i) => (
              <tr key={i} className="block border-b border-slate-100 py-2 last:border-b-0 md:table-row md:py-0">
                <td className="block px-0 py-2 align-top md:table-cell md:border-b md:border-slate-100 md:px-4 md:py-3">
                  <span className="mb-1 block text-xs font-semibold tracking-wide text-teal-700 md:hidden">{t("detail.exampleInput")}</span>
                  <p lang={lang} className="leading-relaxed break-words whitespace-pre-line text-slate-700">
                    {example.input}
                  </p>
                  <Images urls={example.inputImgs} offset={0} />
                </td>
                <td className="block px-0 py-2 align-top md:table-cell md:border-b md:border-slate-100 md:px-4 md:py-3">
                  <span className="mb-1 block text-xs font-semibold tracking-wide text-teal-700 md:hidden">{t("detail.exampleOutput")}</span>
                  <p lang={lang} className="rounded-xl bg-slate-50 p-3 leading-relaxed break-words whitespace-pre-line text-slate-700 md:bg-transparent md:p-0">
                    {example.out}
                  </p>
                  <Images urls={example.outImgs} offset={example.inputImgs?.length ?? 0} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
