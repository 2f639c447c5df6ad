/** Class lists shared by the page's controls, so the list, the filters and the form look alike. */
export { inputClass, panel, primaryButton, secondaryButton } from "../../components/ui-classes.ts";
export const rowButton =
  "focus-ring inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-sm font-medium whitespace-nowrap text-teal-700 hover:bg-teal-50";
export const rowDangerButton =
  "focus-ring inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-sm font-medium whitespace-nowrap text-rose-600 hover:bg-rose-50";
export const chip = "inline-flex items-center rounded-full bg-teal-50 px-2 py-0.5 text-xs font-medium text-teal-800 ring-1 ring-teal-100";
