import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import { Link } from "../../../components/localised-link.tsx";
import type { CategoryIndexReply } from "../../../../contract/catalog.ts";
import { categoryHref } from "./category-card.tsx";
import { FlameIcon, SparkIcon, TrendIcon } from "./catalog-icons.tsx";

type Row = { code: string; category: string; img: string; value: ReactNode; valueClass?: string };

function TrendList({ id, title, icon, rows }: { id: string; title: string; icon: ReactNode; rows: Row[] }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={id} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        {icon}
        {title}
      </h3>
      <ol className="mt-3 space-y-1">
        {rows.map((row, i) => (
          <li key={row.code}>
            <Link to={categoryHref(row.code)} className="focus-ring flex min-h-11 items-center gap-3 rounded-xl px-2 hover:bg-slate-50">
              <span className="w-4 text-sm font-semibold text-slate-500 tabular-nums">{i + 1}</span>
              <span aria-hidden="true" className="text-lg">
                {row.img}
              </span>
              <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800">{row.category}</span>
              <span className={`text-sm font-semibold tabular-nums ${row.valueClass ?? "text-slate-600"}`}>{row.value}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Hot this week, fastest growth (+N%) and new categories. */
export function CategoryTrends({ data }: { data: CategoryIndexReply }) {
  const { t } = useTranslation("catalog");
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      <TrendList
        id="trend-weekly"
        title={t("categoryPage.weeklyHeading")}
        icon={<FlameIcon className="size-5 text-rose-600" />}
        rows={data.weeklyTrends.map((r) => ({ ...r, value: t("categoryPage.weeklyValue", { count: r.value }) }))}
      />
      <TrendList
        id="trend-growth"
        title={t("categoryPage.growthHeading")}
        icon={<TrendIcon className="size-5 text-teal-700" />}
        rows={data.growthTrends.map((r) => ({ ...r, value: r.value, valueClass: r.value.startsWith("-") ? "text-slate-600" : "text-emerald-700" }))}
      />
      <TrendList
        id="trend-new"
        title={t("categoryPage.newHeading")}
        icon={<SparkIcon className="size-5 text-amber-600" />}
        rows={data.newCategories.map((c) => ({ code: c.code, category: c.category, img: c.img, value: t("categories.count", { count: c.cnt }) }))}
      />
    </div>
  );
}
