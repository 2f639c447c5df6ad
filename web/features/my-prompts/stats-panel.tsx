import type { ReactNode } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { formatCount } from "../../lib/locale-format.ts";
import { EyeIcon } from "../../components/icons.tsx";
import { CopyIcon, DocumentIcon } from "./icons.tsx";
import { NAMESPACE } from "./namespace.ts";
import { panel } from "./ui.ts";

export interface StatsPanelProps {
  /** null while unknown: a dash is shown. */
  prompts: number | null;
  views: number | null;
  usage: number | null;
}

/** The sidebar's three statistics (prompts, views, usage): a row of three on a phone, a column beside the list on a wide screen. */
export function StatsPanel({ prompts, views, usage }: StatsPanelProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const cards: Array<{ key: string; label: string; value: number | null; icon: ReactNode }> = [
    { key: "prompts", label: t("stats.totalPrompts"), value: prompts, icon: <DocumentIcon className="size-5" /> },
    { key: "views", label: t("stats.totalViews"), value: views, icon: <EyeIcon className="size-5" /> },
    { key: "usage", label: t("stats.totalUsage"), value: usage, icon: <CopyIcon className="size-5" /> },
  ];
  return (
    <section aria-label={t("stats.label")}>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-1">
        {cards.map((card) => (
          <div key={card.key} className={`${panel} flex min-w-0 flex-col gap-1 p-3 sm:p-4 lg:flex-row lg:items-center lg:gap-3`}>
            <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-700 sm:flex">{card.icon}</span>
            <div className="min-w-0">
              <dt className="truncate text-xs font-medium text-slate-500 sm:text-sm">{card.label}</dt>
              <dd className="text-xl font-bold text-slate-900 tabular-nums sm:text-2xl" aria-busy={card.value === null ? true : undefined} data-stat={card.key}>
                {card.value === null ? "—" : formatCount(card.value, i18n.language)}
              </dd>
            </div>
          </div>
        ))}
      </dl>
    </section>
  );
}
