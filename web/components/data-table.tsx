/**
 * The back-office table (the console's tabs, my prompts' list): below md it becomes a list of cards,
 * one per row; the header row is left to screen readers and each cell shows its column's name
 * (data-label) beside it.
 */
import type { ReactNode } from "react";
import { panel } from "./ui-classes.ts";

const tableClass = "w-full border-collapse text-left text-sm md:min-w-[40rem] max-md:block max-md:[&>tbody]:block max-md:[&>thead]:sr-only";
const thClass = "border-b border-slate-200 bg-slate-50 px-3 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-500 uppercase";
export const rowClass = "max-md:mb-3 max-md:block max-md:rounded-xl max-md:bg-white max-md:p-3 max-md:shadow-sm max-md:ring-1 max-md:ring-slate-900/5";
export const tdClass =
  "border-b border-slate-100 px-3 py-3 align-baseline max-md:block max-md:border-0 max-md:px-1 max-md:py-1 max-md:text-left max-md:[overflow-wrap:anywhere] max-md:before:text-xs max-md:before:font-medium max-md:before:whitespace-normal max-md:before:text-slate-500 max-md:before:content-[attr(data-label)] max-md:data-[label]:flex max-md:data-[label]:items-baseline max-md:data-[label]:gap-3 max-md:data-[label]:before:w-24 max-md:data-[label]:before:shrink-0";
/** A cell of figures (a date, counts): muted, on one line, digits of one width so a column lines up. */
export const figuresCellClass = `${tdClass} whitespace-nowrap text-slate-600 tabular-nums`;
/** The actions: at the row's end on wide screens, a bar along the bottom of the card on a phone. */
export const actionsCellClass = `${tdClass} text-right whitespace-nowrap max-md:mt-2 max-md:flex max-md:flex-wrap max-md:gap-1 max-md:border-t max-md:border-slate-100 max-md:pt-2`;

/** A column's header; numbers and the actions align to the end, with their cells. */
export type Column = string | { label: string; alignEnd: true };

export interface DataTableProps {
  columns: readonly Column[];
  caption: string;
  loading?: boolean;
  /** Text of the empty state, or null (the default) when there are rows or the page says it itself. */
  empty?: string | null;
  /** The rows. */
  children: ReactNode;
}

/** A table with its header row, its caption for screen readers, and its loading and empty states. */
export function DataTable({ columns, caption, loading = false, empty = null, children }: DataTableProps) {
  return (
    <div className={`${panel} relative overflow-hidden max-md:bg-transparent max-md:shadow-none max-md:ring-0`} aria-busy={loading || undefined}>
      <div className="md:overflow-x-auto">
        <table className={tableClass}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const label = typeof column === "string" ? column : column.label;
                return (
                  <th key={label} scope="col" className={typeof column === "string" ? thClass : `${thClass} text-right`}>
                    {label}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{children}</tbody>
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
