import { useMemo } from "react";
import { fillParts } from "../../../../../contract/variables.ts";
import type { FillValues } from "./remembered-values.ts";

/**
 * The prompt as it will be copied, the reader's values marked (<mark>) and the placeholders still
 * open outlined, so a missed field stands out. Built as elements, never as an HTML string.
 */
export function FilledPreview({ raw, values, className }: { raw: string; values: FillValues; className: string }) {
  const parts = useMemo(() => fillParts(raw, values), [raw, values]);
  return (
    <pre className={className} data-filled-preview="">
      {parts.map((part, i) =>
        part.name === undefined ? (
          part.text
        ) : part.filled ? (
          <mark key={i} data-variable={part.name} className="rounded bg-teal-100 px-0.5 text-teal-900">
            {part.text}
          </mark>
        ) : (
          <span key={i} data-variable={part.name} className="rounded bg-amber-50 px-0.5 text-amber-800 ring-1 ring-amber-300 ring-inset">
            {part.text}
          </span>
        ),
      )}
    </pre>
  );
}
