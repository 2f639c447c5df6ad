/** Class lists shared by the auth screens, so their buttons and cards look alike. */
export const primaryButton =
  "focus-ring inline-flex w-full items-center justify-center gap-2 rounded-lg bg-teal-700 px-4 py-2.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-teal-800 disabled:cursor-not-allowed disabled:opacity-70";
/** Red for deleting the account: white on rose-700 is 6.3:1, the dark theme's pair 6.1:1 (ui-classes.ts). */
export const dangerButton = primaryButton.replace("bg-teal-700", "bg-rose-700").replace("hover:bg-teal-800", "hover:bg-rose-800");
export const secondaryButton =
  "focus-ring inline-flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-base font-medium text-slate-700 shadow-sm transition-colors hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-70";
export const linkButton = "focus-ring rounded text-sm font-medium text-teal-700 underline-offset-4 hover:text-teal-800 hover:underline";
export const card = "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5 sm:p-8";
export const checkbox = "size-4 rounded border-slate-300 accent-teal-700 focus-ring";
