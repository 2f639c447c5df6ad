import { useState, type KeyboardEvent } from "react";
import { normaliseTags } from "../../../contract/console.ts";
import type { ControlProps } from "../../components/form-field.tsx";
import { CloseIcon } from "../../components/icons.tsx";

export interface TagInputProps {
  control: ControlProps;
  tags: string[];
  onChange(tags: string[]): void;
  placeholder?: string;
  removeLabel(tag: string): string;
}

/** Both commas: people typing Chinese often get the full-width one. */
const SEPARATORS = /[,，]/;

/**
 * Tags typed into one box: Enter or a comma adds one, each chip has a remove
 * button, Backspace in an empty box removes the last, and text left in the box is added on blur.
 */
export function TagInput({ control, tags, onChange, placeholder, removeLabel }: TagInputProps) {
  const [text, setText] = useState("");

  const commit = (raw: string) => {
    const added = raw.split(SEPARATORS);
    const next = normaliseTags([...tags, ...added]);
    if (next.length !== tags.length) onChange(next);
    setText("");
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter also confirms an input method's composition (pinyin → 汉字); that is not "add".
    if (event.nativeEvent.isComposing) return;
    if (event.key === "Enter" || event.key === "," || event.key === "，") {
      // Enter would submit the form; a comma would stay in the box.
      event.preventDefault();
      if (text.trim()) commit(text);
    } else if (event.key === "Backspace" && text === "" && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  }

  return (
    <div className="flex min-h-10 flex-wrap items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2 py-1.5 shadow-sm focus-within:border-teal-600 focus-within:ring-2 focus-within:ring-teal-600/25">
      {tags.map((tag) => (
        <span
          key={tag}
          className="inline-flex items-center gap-0.5 rounded-full bg-teal-50 py-0.5 pr-0.5 pl-2.5 text-sm whitespace-nowrap text-teal-800 ring-1 ring-teal-200"
        >
          {tag}
          <button
            type="button"
            onClick={() => onChange(tags.filter((t) => t !== tag))}
            aria-label={removeLabel(tag)}
            className="focus-ring rounded-full p-1 hover:bg-teal-100"
          >
            <CloseIcon className="size-3" />
          </button>
        </span>
      ))}
      <input
        {...control}
        value={text}
        onChange={(event) => {
          const value = event.target.value;
          // A pasted "a, b, c" becomes three tags at once.
          if (SEPARATORS.test(value)) commit(value);
          else setText(value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => text.trim() && commit(text)}
        placeholder={tags.length === 0 ? placeholder : undefined}
        className="min-w-24 flex-1 border-0 bg-transparent px-1 py-0.5 text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none"
      />
    </div>
  );
}
