import { useTranslation } from "../../lib/i18n-react.tsx";
import { formatCount } from "../../lib/locale-format.ts";
import type { AdminStats, DailyActivity } from "../../../contract/console.ts";
import { consoleApi, defaultClient, type ConsoleClient } from "./console-api.ts";
import { toastLoadFailed } from "./console-toasts.ts";
import { panel } from "./ui.ts";
import { useLoad } from "./use-load.ts";

const CARDS = ["prompts", "categories", "groups", "users", "views", "copies"] as const;

/** The console's stat cards; `reloadKey` changes with every tab switch and after every write. */
export function StatCards({ reloadKey, client = defaultClient }: { reloadKey: string | number; client?: ConsoleClient }) {
  const { t, i18n } = useTranslation("console");
  const { data } = useLoad<AdminStats>(
    () => consoleApi.stats(client),
    String(reloadKey),
    (error) => toastLoadFailed(t, "stats", error),
  );
  return (
    <section aria-label={t("stats.label")} className="grid grid-cols-3 gap-2 sm:gap-3 xl:grid-cols-6">
      {CARDS.map((card) => (
        <div key={card} className={`${panel} flex flex-col p-3 sm:p-4`}>
          <p className="truncate text-xs font-medium text-slate-500">{t(`stats.${card}`)}</p>
          <p className="mt-1 text-lg font-bold text-slate-900 tabular-nums sm:text-2xl" aria-busy={data ? undefined : true}>
            {data ? formatCount(data[card], i18n.language) : "—"}
          </p>
          {(card === "views" || card === "copies") && data && (
            <div className="mt-auto hidden pt-2 sm:block">
              <Sparkline days={data.daily} pick={card} label={t("stats.last14", { name: t(`stats.${card}`) })} />
            </div>
          )}
        </div>
      ))}
    </section>
  );
}

/** Two weeks as tiny bars; the numbers are in the title for whoever wants them. */
function Sparkline({ days, pick, label }: { days: DailyActivity[]; pick: "views" | "copies"; label: string }) {
  const { t, i18n } = useTranslation("console");
  const values = days.map((d) => d[pick]);
  const max = Math.max(1, ...values);
  const spoken = `${label}${t("common:colon")}${new Intl.ListFormat(i18n.language).format(values.map((value) => formatCount(value, i18n.language)))}`;
  return (
    <svg viewBox={`0 0 ${values.length * 6} 24`} className="h-6 w-full text-teal-600" role="img" aria-label={spoken} preserveAspectRatio="none">
      {values.map((value, i) => {
        const height = Math.max(1, (value / max) * 24);
        return (
          <rect
            key={days[i]!.day}
            x={i * 6}
            y={24 - height}
            width={4}
            height={height}
            rx={1}
            fill="currentColor"
            opacity={i === values.length - 1 ? 1 : 0.55}
          />
        );
      })}
    </svg>
  );
}
