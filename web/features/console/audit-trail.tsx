import { useState } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import type { MessageKey } from "../../locales/keys.ts";
import { AUDIT_TARGET_TYPES, type AuditEntry, type AuditTargetType } from "../../../contract/moderation.ts";
import { consoleApi, type ConsoleClient } from "./console-api.ts";
import { toastLoadFailed } from "./console-toasts.ts";
import { formatCreateTime } from "./format.ts";
import { Pager } from "./pager.tsx";
import { DataTable } from "../../components/data-table.tsx";
import { figuresCellClass, inputClass, rowClass, tdClass } from "./ui.ts";
import { useLoad } from "./use-load.ts";

export interface AuditTrailProps {
  client: ConsoleClient;
  /** Changes after every moderation action, so the newest record shows at once. */
  reloadKey: number;
}

/** Who did what to which prompt or account, and why; newest first, 20 a page. */
export function AuditTrail({ client, reloadKey }: AuditTrailProps) {
  const { t, i18n } = useTranslation("console");
  const [query, setQuery] = useState<{
    page: number;
    targetType?: AuditTargetType;
  }>({ page: 1 });
  const trail = useLoad(
    () => consoleApi.audit(client, query),
    `${reloadKey}|${JSON.stringify(query)}`,
    (error) => toastLoadFailed(t, "audit", error),
  );
  const entries = trail.data?.list ?? [];
  // The trail's action and target type are the server's words; one the catalogue lacks shows as sent.
  const actionLabel = (entry: AuditEntry) => t(`audit.actions.${entry.action}` as MessageKey<"console">, { defaultValue: entry.action });
  const target = (entry: AuditEntry) =>
    `${t(`audit.targets.${entry.targetType}` as MessageKey<"console">, { defaultValue: entry.targetType })} ${entry.targetLabel || `#${entry.targetId}`}`;

  return (
    <section aria-labelledby="audit-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id="audit-heading" className="text-base font-semibold text-slate-900">
            {t("audit.heading")}
          </h3>
          <p className="mt-0.5 text-sm text-slate-500">{t("audit.intro")}</p>
        </div>
        <div className="w-full sm:w-44">
          <select
            aria-label={t("audit.filter")}
            value={query.targetType ?? ""}
            onChange={(e) =>
              setQuery({
                page: 1,
                ...(e.target.value ? { targetType: e.target.value as AuditTargetType } : {}),
              })
            }
            className={inputClass}
          >
            <option value="">{t("audit.allTargets")}</option>
            {AUDIT_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`audit.targets.${type}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DataTable
        columns={[t("audit.columns.time"), t("audit.columns.actor"), t("audit.columns.action"), t("audit.columns.target"), t("audit.columns.reason")]}
        caption={t("audit.heading")}
        loading={trail.loading}
        empty={entries.length === 0 ? t("audit.empty") : null}
      >
        {entries.map((entry) => (
          <tr key={entry.id} className={rowClass}>
            <td data-label={t("audit.columns.time")} className={figuresCellClass}>
              {formatCreateTime(entry.createTime, i18n.language)}
            </td>
            <td data-label={t("audit.columns.actor")} className={tdClass}>
              {entry.actor?.loginName || t("audit.unknownActor")}
            </td>
            <td data-label={t("audit.columns.action")} className={`${tdClass} whitespace-nowrap`}>
              {actionLabel(entry)}
            </td>
            <td data-label={t("audit.columns.target")} className={`${tdClass} max-w-56 break-words`}>
              {target(entry)}
            </td>
            <td data-label={t("audit.columns.reason")} className={`${tdClass} max-w-64 break-words text-slate-600`}>
              {entry.reason || <span className="text-slate-400">—</span>}
            </td>
          </tr>
        ))}
      </DataTable>
      <Pager
        page={query.page}
        total={trail.data?.total ?? 0}
        hasMore={trail.data?.hasMore ?? false}
        loading={trail.loading}
        onPage={(page) => setQuery((q) => ({ ...q, page }))}
      />
    </section>
  );
}
