import { Fragment } from "react";
import { splitHighlight } from "../text.ts";

/** Text with the matched words wrapped in <mark>, built as elements (never as an HTML string). */
export function Highlight({ text, words }: { text: string; words: readonly string[] }) {
  if (words.length === 0) return <>{text}</>;
  return (
    <>
      {splitHighlight(text, words).map((segment, i) =>
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
