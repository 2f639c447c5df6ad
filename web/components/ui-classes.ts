/** Class lists of the controls the console, my prompts and shared dialogs have in common, so they look alike. */
export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 hover:border-slate-400 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/25 focus:outline-none disabled:bg-slate-100 aria-[invalid=true]:border-rose-500";
export const primaryButton =
  "focus-ring inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg bg-teal-700 px-4 text-sm font-semibold whitespace-nowrap text-white shadow-sm hover:bg-teal-800 disabled:cursor-not-allowed disabled:opacity-60";
/**
 * The primary button in red, for hiding, deleting, rejecting, reporting. rose-700, not 600: white on
 * it is 6.3:1 (600 was 4.7), and the dark theme's light rose under dark text 6.1:1 (WCAG AA 4.5:1).
 */
export const dangerButton = primaryButton.replace("bg-teal-700", "bg-rose-700").replace("hover:bg-teal-800", "hover:bg-rose-800");
export const secondaryButton =
  "focus-ring inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium whitespace-nowrap text-slate-700 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60";
export const panel = "rounded-xl bg-white shadow-sm ring-1 ring-slate-900/5";
/** Small text buttons inside table rows (an icon may lead); 44 px touch targets where the rows are cards (a phone). */
const rowButtonBase =
  "focus-ring inline-flex min-h-8 items-center justify-center gap-1 rounded-md px-2 text-sm font-medium whitespace-nowrap disabled:opacity-50 max-md:min-h-11 max-md:min-w-11 max-md:px-3";
export const rowButton = `${rowButtonBase} text-teal-700 hover:bg-teal-50`;
export const rowDangerButton = `${rowButtonBase} text-rose-700 hover:bg-rose-50`;
