/** Class lists shared by the page's controls, so the list, the filters and the form look alike. */
export { inputClass, panel, primaryButton, rowButton, rowDangerButton, secondaryButton } from "../../components/ui-classes.ts";
export const chip = "inline-flex items-center whitespace-nowrap rounded-full bg-teal-50 px-2 py-0.5 text-xs font-medium text-teal-800 ring-1 ring-teal-100";
