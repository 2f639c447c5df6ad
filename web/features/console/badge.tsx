import type { ReactNode } from "react";

const TONES = {
  teal: "bg-teal-50 text-teal-800 ring-teal-200",
  slate: "bg-slate-50 text-slate-600 ring-slate-200",
  rose: "bg-rose-50 text-rose-700 ring-rose-200",
  amber: "bg-amber-50 text-amber-800 ring-amber-200",
  indigo: "bg-indigo-50 text-indigo-700 ring-indigo-200",
} as const;
export type BadgeTone = keyof typeof TONES;

/** A small rounded label (role, status) in one of the console's tones. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${TONES[tone]}`}>{children}</span>;
}
