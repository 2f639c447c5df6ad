/** Class lists shared by the console's forms and tables, so every tab looks alike. */
export { dangerButton, inputClass, panel, primaryButton, rowButton, rowDangerButton, secondaryButton } from "../../components/ui-classes.ts";
export { actionsCellClass, figuresCellClass, rowClass, tdClass } from "../../components/data-table.tsx";
export const chip = "inline-flex items-center whitespace-nowrap rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700";
