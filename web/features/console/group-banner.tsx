import { useTranslation } from "../../lib/i18n-react.tsx";
import { secondaryButton } from "./ui.ts";
import { CloseIcon, LayersIcon } from "../../components/icons.tsx";

export interface GroupBannerProps {
  title: string;
  onClear(): void;
}

/** Group mode: which group is being filled, and the way out. */
export function GroupBanner({ title, onClear }: GroupBannerProps) {
  const { t } = useTranslation("console");
  return (
    <div
      role="region"
      aria-label={t("prompts.group.label")}
      className="flex flex-col gap-3 rounded-xl bg-teal-50 px-4 py-3 ring-1 ring-teal-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2 text-sm text-teal-900">
        <LayersIcon className="size-5 shrink-0 text-teal-700" />
        <span>
          {t("prompts.group.current")} <strong className="font-semibold">{title}</strong>
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onClear} className={secondaryButton}>
          <CloseIcon className="size-4" />
          {t("prompts.group.clear")}
        </button>
      </div>
    </div>
  );
}
