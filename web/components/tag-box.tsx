/**
 * The box of removable tags with a text input after them, as the console's category tags
 * (web/features/console/tag-input.tsx) and the prompt forms' category picker (category-picker.tsx)
 * draw it; what a typed tag means is left to each of them.
 */
import type { HTMLAttributes, ReactNode } from "react";
import { CloseIcon } from "./icons.tsx";

/** Both commas end a typed tag: people typing Chinese often get the full-width one. */
export const TAG_SEPARATORS = /[,，]/;

/** Enter and both commas add what was typed. */
export const ADD_KEYS = new Set(["Enter", ",", "，"]);

const frameClass =
  "flex min-h-10 flex-wrap items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2 py-1.5 shadow-sm focus-within:border-teal-600 focus-within:ring-2 focus-within:ring-teal-600/25";

export interface TagBoxProps {
  /** The frame turns red while its input says aria-invalid. */
  showInvalid?: boolean;
  /** The tags, then the input. */
  children: ReactNode;
}

/** Looks like one text box (focus ring included) around the tags and the input. */
export function TagBox({ showInvalid = false, children }: TagBoxProps) {
  return <div className={showInvalid ? `${frameClass} has-[[aria-invalid=true]]:border-rose-500` : frameClass}>{children}</div>;
}

export interface RemovableTagProps extends Omit<HTMLAttributes<HTMLSpanElement>, "className" | "children"> {
  children: ReactNode;
  /** Already translated, names the tag ("remove tag X"). */
  removeLabel: string;
  onRemove(): void;
}

/** A tag with its own remove button (other attributes, such as data-*, go to the tag). */
export function RemovableTag({ children, removeLabel, onRemove, ...attributes }: RemovableTagProps) {
  return (
    <span
      {...attributes}
      className="inline-flex items-center gap-0.5 rounded-full bg-teal-50 py-0.5 pr-0.5 pl-2.5 text-sm whitespace-nowrap text-teal-800 ring-1 ring-teal-200"
    >
      {children}
      <button type="button" onClick={onRemove} aria-label={removeLabel} className="focus-ring rounded-full p-1 hover:bg-teal-100">
        <CloseIcon className="size-3" />
      </button>
    </span>
  );
}
