/**
 * "举报 / Report" (issue #22, docs/decisions/028): on the detail page, under each comment and on
 * each prompt card. The dialog is loaded when first opened, so a page of cards carries none of it.
 */
import { lazy, Suspense, useState } from "react";
import { FlagIcon } from "../../../components/icons.tsx";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import type { CatalogClient } from "../catalog-api.ts";
import type { ReportTarget } from "./report-dialog.tsx";

const LazyReportDialog = lazy(() => import("./report-dialog.tsx").then((module) => ({ default: module.ReportDialog })));

const buttonStyles = {
  hero: "focus-ring inline-flex min-h-11 items-center justify-center gap-1.5 rounded-xl border border-slate-200 bg-white px-4 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors hover:border-rose-300 hover:bg-rose-50 hover:text-rose-800 sm:px-5",
  inline: "focus-ring inline-flex min-h-9 items-center gap-1 rounded-lg px-2 text-xs font-medium text-slate-500 hover:bg-rose-50 hover:text-rose-800",
  /** A quiet icon in a card's corner, still a 44×44 target; its name in the label and tooltip. */
  card: "focus-ring -mt-2.5 -mr-2.5 inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-500 transition-colors hover:bg-rose-50 hover:text-rose-800",
} as const;

/** `label` names what is reported for screen readers ("Report “title”"). */
export function ReportButton({
  target,
  label,
  variant,
  client,
}: {
  target: ReportTarget;
  label: string;
  variant: keyof typeof buttonStyles;
  client?: CatalogClient;
}) {
  const { t } = useTranslation("catalog");
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        title={variant === "card" ? t("report.button") : undefined}
        onClick={() => setOpen(true)}
        className={buttonStyles[variant]}
      >
        <FlagIcon className={variant === "inline" ? "size-3.5" : "size-4"} />
        {variant !== "card" && <span>{t("report.button")}</span>}
      </button>
      {open && (
        <Suspense fallback={null}>
          <LazyReportDialog target={target} client={client} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
