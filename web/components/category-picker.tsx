/**
 * The category field of the console's and my prompts' forms: categories as removable tags, picked
 * from a searchable dropdown, or typed and added with Enter or a comma. A typed name counts if it is
 * a category's name in any of the three languages (case-insensitive); it is added only if non-empty
 * and not already chosen. The field does not create categories, so an unknown name is explained
 * rather than added. An ARIA combobox.
 */
import { useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "../lib/i18n-react.tsx";
import { filterOptions, findByName, type CategoryOption } from "./category-match.ts";
import { FormField, type ControlProps } from "./form-field.tsx";
import { ADD_KEYS, RemovableTag, TAG_SEPARATORS, TagBox } from "./tag-box.tsx";

interface CategoryPickerProps {
  control: ControlProps;
  options: CategoryOption[];
  selected: number[];
  onChange(ids: number[]): void;
}

export interface CategoryFieldProps extends Omit<CategoryPickerProps, "control"> {
  /** Already translated. */
  label: string;
  required?: boolean;
  error?: string | undefined;
}

/** The picker as a labelled form field, with its error and the hint on how to add a category. */
export function CategoryField({ label, required = false, error, ...picker }: CategoryFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField label={label} required={required} error={error} hint={t("categoryPicker.hint")}>
      {(control) => <CategoryPicker control={control} {...picker} />}
    </FormField>
  );
}

function CategoryPicker({ control, options, selected, onChange }: CategoryPickerProps) {
  const { t } = useTranslation();
  const listId = useId();
  const noticeId = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [notice, setNotice] = useState<string | null>(null);
  const visible = open ? filterOptions(options, text, selected) : [];
  const byId = new Map(options.map((o) => [o.cid, o]));

  const add = (ids: number[], option: CategoryOption) => (ids.includes(option.cid) ? ids : [...ids, option.cid]);

  /** Adds every typed name that matches; the first unknown one is explained. Returns the new selection. */
  function commit(names: string[], ids: number[]): number[] {
    let next = ids;
    let unknown: string | null = null;
    for (const name of names.map((n) => n.trim()).filter(Boolean)) {
      const match = findByName(options, name);
      if (match) next = add(next, match);
      else unknown ??= name;
    }
    setNotice(unknown === null ? null : t("categoryPicker.noMatch", { name: unknown }));
    return next;
  }

  function choose(option: CategoryOption) {
    onChange(add(selected, option));
    setText("");
    setActive(-1);
    setNotice(null);
  }

  function onType(value: string) {
    setOpen(true);
    setActive(-1);
    if (!TAG_SEPARATORS.test(value)) return setText(value);
    // A comma (typed or pasted) ends a name: add what comes before it.
    const parts = value.split(TAG_SEPARATORS);
    const rest = parts.pop() ?? "";
    const next = commit(parts, selected);
    if (next !== selected) onChange(next);
    setText(rest);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter also confirms an input method's composition (pinyin → 汉字); that is not "add".
    if (event.nativeEvent.isComposing) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const count = filterOptions(options, text, selected).length;
      if (count === 0) return;
      setActive((i) => (event.key === "ArrowDown" ? (i + 1) % count : (i <= 0 ? count : i) - 1));
    } else if (ADD_KEYS.has(event.key)) {
      // Enter would submit the form; a comma would stay in the box.
      event.preventDefault();
      const highlighted = visible[active];
      if (highlighted) return choose(highlighted);
      const next = commit([text], selected);
      if (next !== selected) onChange(next);
      if (next !== selected || !text.trim() || findByName(options, text)) setText("");
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Backspace" && text === "" && selected.length > 0) {
      onChange(selected.slice(0, -1));
    }
  }

  const describedBy = [control["aria-describedby"], notice ? noticeId : null].filter(Boolean).join(" ") || undefined;
  const activeOption = visible[active];
  return (
    <div className="relative">
      <TagBox showInvalid>
        {selected.map((cid) => {
          const name = byId.get(cid)?.name ?? `#${cid}`;
          return (
            <RemovableTag
              key={cid}
              data-category-tag
              removeLabel={t("categoryPicker.remove", { name })}
              onRemove={() => onChange(selected.filter((id) => id !== cid))}
            >
              {name}
            </RemovableTag>
          );
        })}
        <input
          {...control}
          aria-describedby={describedBy}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${listId}-${activeOption.cid}` : undefined}
          autoComplete="off"
          value={text}
          placeholder={selected.length === 0 ? t("categoryPicker.placeholder") : undefined}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={onKeyDown}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          className="min-w-32 flex-1 border-0 bg-transparent px-1 py-1 text-sm text-slate-900 placeholder:text-slate-400 focus:ring-0 focus:outline-none"
        />
      </TagBox>
      <ul
        id={listId}
        role="listbox"
        aria-label={t("categoryPicker.list")}
        hidden={!open}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-60 overflow-auto rounded-lg bg-white py-1 text-sm shadow-lg ring-1 ring-slate-900/10"
      >
        {visible.length === 0 && <li className="px-3 py-2 text-slate-500">{t("categoryPicker.noOptions")}</li>}
        {visible.map((option, index) => (
          <li
            key={option.cid}
            id={`${listId}-${option.cid}`}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the box, so the list stays open for the next pick.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            className={`flex cursor-pointer items-center gap-2 px-3 py-2 ${index === active ? "bg-teal-50 text-teal-900" : "text-slate-700 hover:bg-slate-50"}`}
          >
            {option.img && <span aria-hidden="true">{option.img}</span>}
            {option.name}
          </li>
        ))}
      </ul>
      {notice && (
        <p id={noticeId} className="mt-1.5 text-sm text-amber-700" role="status">
          {notice}
        </p>
      )}
    </div>
  );
}
