import { Fragment } from "react";
import { splitHighlight } from "../text.ts";

/** Text with the search words wrapped in <mark>, built as elements (never as an HTML string). */
export function Highlight({ text, query }: { text: string; query: string }) {
  if (!query.trim()) return <>{text}</>;
  return (
    <>
      {splitHighlight(text, query).map((segment, i) =>
        segment.match ? (
          <mark key={i} className="rounded-sm bg-amber-200/70 px-0.5 text-inherit">
            {segment.text}
          </mark>
        ) : (
          <Fragment key={i}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
