import { useTranslation } from "../../../lib/i18n-react.tsx";
import { formatCompact } from "../../../lib/locale-format.ts";
import { CopyIcon, HeartIcon, ShareIcon } from "./catalog-icons.tsx";
import { EyeIcon } from "../../../components/icons.tsx";

type Stats = { views: number; copies: number; favourites: number; shares: number };

/** Views, copies, favourites and shares, short (1.6万, 16K): readers glance at them (decision 034). */
export function StatsCard({ stats }: { stats: Stats }) {
  const { t, i18n } = useTranslation("catalog");
  const rows = [
    { key: "views", label: t("detail.views"), value: stats.views, Icon: EyeIcon },
    { key: "copies", label: t("detail.copies"), value: stats.copies, Icon: CopyIcon },
    { key: "favourites", label: t("detail.favourites"), value: stats.favourites, Icon: HeartIcon },
    { key: "shares", label: t("detail.shares"), value: stats.shares, Icon: ShareIcon },
  ];
  return (
    <section aria-labelledby="stats-heading" className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="stats-heading" className="text-lg font-semibold text-slate-900">
        {t("detail.statsHeading")}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {rows.map(({ key, label, value, Icon }) => (
          <div key={key} className="rounded-2xl bg-slate-50 p-3">
            <dt className="flex items-center gap-1.5 text-xs text-slate-500">
              <Icon className="size-3.5" />
              {label}
            </dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900 tabular-nums">{formatCompact(Math.max(0, value), i18n.language)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
