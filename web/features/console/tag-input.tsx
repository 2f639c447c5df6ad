import { useState, type KeyboardEvent } from "react";
import { normaliseTags } from "../../../contract/console.ts";
import type { ControlProps } from "../../components/form-field.tsx";
import { ADD_KEYS, RemovableTag, TAG_SEPARATORS, TagBox } from "../../components/tag-box.tsx";

export interface TagInputProps {
  control: ControlProps;
  tags: string[];
  onChange(tags: string[]): void;
  placeholder?: string;
  removeLabel(tag: string): string;
}

/**
 * Tags typed into one box: Enter or a comma adds one, each chip has a remove
 * button, Backspace in an empty box removes the last, and text left in the box is added on blur.
 */
export function TagInput({ control, tags, onChange, placeholder, removeLabel }: TagInputProps) {
  const [text, setText] = useState("");

  const commit = (raw: string) => {
    const added = raw.split(TAG_SEPARATORS);
    const next = normaliseTags([...tags, ...added]);
    if (next.length !== tags.length) onChange(next);
    setText("");
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter also confirms an input method's composition (pinyin → 汉字); that is not "add".
    if (event.nativeEvent.isComposing) return;
    if (ADD_KEYS.has(event.key)) {
      // Enter would submit the form; a comma would stay in the box.
      event.preventDefault();
      if (text.trim()) commit(text);
    } else if (event.key === "Backspace" && text === "" && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  }

  return (
    <TagBox>
      {tags.map((tag) => (
        <RemovableTag key={tag} removeLabel={removeLabel(tag)} onRemove={() => onChange(tags.filter((t) => t !== tag))}>
          {tag}
        </RemovableTag>
      ))}
      <input
        {...control}
        value={text}
        onChange={(event) => {
          const value = event.target.value;
          // A pasted "a, b, c" becomes three tags at once.
          if (TAG_SEPARATORS.test(value)) commit(value);
          else setText(value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => text.trim() && commit(text)}
        placeholder={tags.length === 0 ? placeholder : undefined}
        className="min-w-24 flex-1 border-0 bg-transparent px-1 py-0.5 text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none"
      />
    </TagBox>
  );
}
