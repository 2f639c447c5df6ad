import type { ReactNode } from "react";
import { panel, tableClass } from "./ui.ts";

export interface TableFrameProps {
  caption: string;
  loading: boolean;
  /** Text of the empty state, or null when there are rows. */
  empty: string | null;
  children: ReactNode;
}

/** A table (cards on a phone, see ui.ts), with its loading and empty states. */
export function TableFrame({ caption, loading, empty, children }: TableFrameProps) {
  return (
    <div className={`${panel} relative overflow-hidden max-md:bg-transparent max-md:shadow-none max-md:ring-0`} aria-busy={loading || undefined}>
      <div className="md:overflow-x-auto">
        <table className={tableClass}>
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      </div>
      {empty !== null && !loading && <p className="px-4 py-12 text-center text-sm text-slate-500">{empty}</p>}
      {loading && (
        <div className="flex justify-center py-6">
          <span className="size-5 animate-spin rounded-full border-2 border-teal-600 border-t-transparent" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
