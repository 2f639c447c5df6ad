import { useTranslation } from "../../lib/i18n-react.tsx";
import { SparkIcon } from "./icons.tsx";
import { panel, primaryButton, secondaryButton } from "./ui.ts";
import { NAMESPACE } from "./namespace.ts";
import { PlusIcon } from "../../components/icons.tsx";

/** One text when there are no prompts at all, another when the filters match none. */
export function EmptyState({ filtered, onClear, onAdd }: { filtered: boolean; onClear(): void; onAdd(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const kind = filtered ? "noMatch" : "none";
  return (
    <div className={`${panel} flex flex-col items-center px-6 py-12 text-center`} role="status">
      <span className="flex size-12 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        <SparkIcon className="size-6" />
      </span>
      <p className="mt-4 text-base font-semibold text-slate-900">{t(`admin.prompts.empty.${kind}Title`)}</p>
      <p className="mt-1 max-w-sm text-sm text-slate-500">{t(`admin.prompts.empty.${kind}Text`)}</p>
      <div className="mt-5">
        {filtered ? (
          <button type="button" className={secondaryButton} onClick={onClear}>
            {t("admin.prompts.empty.clear")}
          </button>
        ) : (
          <button type="button" className={primaryButton} onClick={onAdd}>
            <PlusIcon className="size-4" />
            {t("admin.prompts.add")}
          </button>
        )}
      </div>
    </div>
  );
}
