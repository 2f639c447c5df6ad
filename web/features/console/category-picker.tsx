import { useId } from "react";
import { FieldError, RequiredMark } from "../../components/form-field.tsx";

export type PickableCategory = { cid: number; category: string; img: string };

export interface CategoryPickerProps {
  legend: string;
  categories: PickableCategory[];
  selected: number[];
  onChange(ids: number[]): void;
  error?: string | undefined;
  required?: boolean;
}

/** Several categories at once: a group of checkboxes drawn as chips (each one a real checkbox for keyboards and screen readers). */
export function CategoryPicker({ legend, categories, selected, onChange, error, required = false }: CategoryPickerProps) {
  const id = useId();
  const toggle = (cid: number) => onChange(selected.includes(cid) ? selected.filter((c) => c !== cid) : [...selected, cid]);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-700">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {categories.map((category) => {
          const checked = selected.includes(category.cid);
          return (
            <label
              key={category.cid}
              className={`inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm whitespace-nowrap transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600 ${
                checked ? "border-teal-600 bg-teal-50 text-teal-800" : "border-slate-300 bg-white text-slate-700 hover:border-slate-400"
              }`}
            >
              <input type="checkbox" checked={checked} onChange={() => toggle(category.cid)} className="sr-only" />
              {category.img && <span aria-hidden="true">{category.img}</span>}
              {category.category}
            </label>
          );
        })}
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </fieldset>
  );
}
