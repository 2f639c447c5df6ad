import { ChevronDownIcon, PencilIcon } from "../../../../components/icons.tsx";
import { useTranslation } from "../../../../lib/i18n-react.tsx";
import { usePreloadFillIn } from "./lazy-fill-in.tsx";
import type { FillIn } from "./use-fill-in.ts";

/**
 * "Fill in" beside the detail's copy button, for a prompt with variables: opens the form in place
 * of the text. Rendered by the server too; without JavaScript the text simply stays as written.
 */
export function FillInToggle({ fill, controls }: { fill: FillIn; controls: string }) {
  const { t } = useTranslation("catalog");
  const preload = usePreloadFillIn();
  if (fill.variables.length === 0) return null;
  return (
    <button
      type="button"
      aria-expanded={fill.open}
      aria-controls={controls}
      onClick={() => fill.setOpen(!fill.open)}
      onPointerEnter={preload}
      onFocus={preload}
      className={`focus-ring inline-flex min-h-11 items-center gap-1.5 rounded-xl border px-4 text-sm font-semibold transition-colors ${
        fill.open
          ? "border-teal-600 bg-teal-700 text-white hover:bg-teal-800"
          : "border-slate-200 bg-white text-slate-700 hover:border-teal-300 hover:bg-teal-50 hover:text-teal-800"
      }`}
    >
      <PencilIcon className="size-4" />
      {t("fillIn.open")}
      <span className={`rounded-full px-1.5 text-xs tabular-nums ${fill.open ? "bg-white/20" : "bg-slate-100 text-slate-600"}`} aria-hidden="true">
        {fill.variables.length}
      </span>
      <span className="sr-only">{t("fillIn.count", { count: fill.variables.length })}</span>
      <ChevronDownIcon className={`size-4 transition-transform ${fill.open ? "rotate-180" : ""}`} />
    </button>
  );
}
