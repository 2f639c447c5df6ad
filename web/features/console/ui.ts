/** Class lists shared by the console's forms and tables, so every tab looks alike. */
export { dangerButton, inputClass, panel, primaryButton, secondaryButton } from "../../components/ui-classes.ts";
/** Small text buttons inside table rows; 44 px touch targets where the rows are cards (a phone). */
const rowButtonBase =
  "focus-ring inline-flex min-h-8 items-center justify-center rounded-md px-2 text-sm font-medium disabled:opacity-50 max-md:min-h-11 max-md:min-w-11 max-md:px-3";
export const rowButton = `${rowButtonBase} text-teal-700 hover:bg-teal-50`;
export const rowDangerButton = `${rowButtonBase} text-rose-700 hover:bg-rose-50`;
export const chip = "inline-flex items-center whitespace-nowrap rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700";
/*
 * Below md a table becomes a list of cards, one per row, as the my-prompts list is on a phone: the
 * header row is left to screen readers and each cell shows its column's name (data-label) beside it.
 */
export const tableClass = "w-full border-collapse text-left text-sm md:min-w-[40rem] max-md:block max-md:[&>tbody]:block max-md:[&>thead]:sr-only";
export const thClass = "border-b border-slate-200 bg-slate-50 px-3 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-500 uppercase";
export const rowClass = "max-md:mb-3 max-md:block max-md:rounded-xl max-md:bg-white max-md:p-3 max-md:shadow-sm max-md:ring-1 max-md:ring-slate-900/5";
export const tdClass =
  "border-b border-slate-100 px-3 py-3 align-top max-md:block max-md:border-0 max-md:px-1 max-md:py-1 max-md:text-left max-md:[overflow-wrap:anywhere] max-md:before:text-xs max-md:before:font-medium max-md:before:whitespace-normal max-md:before:text-slate-500 max-md:before:content-[attr(data-label)] max-md:data-[label]:flex max-md:data-[label]:items-baseline max-md:data-[label]:gap-3 max-md:data-[label]:before:w-24 max-md:data-[label]:before:shrink-0";
/** The actions: at the row's end on wide screens, a bar along the bottom of the card on a phone. */
export const actionsCellClass = `${tdClass} text-right whitespace-nowrap max-md:mt-2 max-md:flex max-md:flex-wrap max-md:gap-1 max-md:border-t max-md:border-slate-100 max-md:pt-2`;
