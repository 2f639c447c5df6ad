import { useTranslation } from "../../lib/i18n-react.tsx";
import type { PromptStatus } from "../../../contract/prompts.ts";

const ORDER: PromptStatus[] = ["draft", "pending", "hidden", "published"];

/** Which prompts the moderation list shows: a row of toggle buttons, the chosen one pressed. */
export function StatusSwitch({ value, onChange }: { value: PromptStatus; onChange(status: PromptStatus): void }) {
  const { t } = useTranslation("console");
  return (
    <div role="group" aria-label={t("moderation.statusFilter")} className="inline-flex rounded-lg bg-slate-100 p-1">
      {ORDER.map((status) => (
        <button
          key={status}
          type="button"
          aria-pressed={status === value}
          onClick={() => onChange(status)}
          className={`focus-ring min-h-9 rounded-md px-3 text-sm font-medium transition-colors ${
            status === value ? "bg-white text-teal-800 shadow-sm ring-1 ring-slate-900/5" : "text-slate-600 hover:text-slate-900"
          }`}
        >
          {t(`moderation.statuses.${status}`)}
        </button>
      ))}
    </div>
  );
}
