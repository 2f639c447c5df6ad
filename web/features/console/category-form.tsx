import { useState, type FormEvent } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import type { AddCategoryInput, AdminCategory, UpdateCategoryInput } from "../../../contract/console.ts";
import { EMOJI_MAX, type Language } from "../../../contract/constants.ts";
import { categoryFormOf, emptyCategoryForm, validateCategoryForm, type CategoryFormValues } from "./category-form-model.ts";
import { CategoryLanguageFields } from "./category-language-fields.tsx";
import { focusFirstInvalid, FormField } from "../../components/form-field.tsx";
import type { FieldErrors } from "../../components/field-errors.ts";
import { errorText } from "./issues.ts";
import { FormShell } from "./form-shell.tsx";
import { TagInput } from "./tag-input.tsx";
import { inputClass } from "./ui.ts";

export interface CategoryFormProps {
  /** undefined: a new category. */
  editing: AdminCategory | undefined;
  language: Language;
  onSubmit(body: AddCategoryInput | UpdateCategoryInput): Promise<boolean>;
  onCancel(): void;
}

/** Name*, description, emoji (≤ 10 characters), tags, sort, and the name in the other languages. */
export function CategoryForm({ editing, language, onSubmit, onCancel }: CategoryFormProps) {
  const { t } = useTranslation("console");
  const [values, setValues] = useState<CategoryFormValues>(() => (editing ? categoryFormOf(editing) : emptyCategoryForm(language)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const set = <K extends keyof CategoryFormValues>(key: K, value: CategoryFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const message = (path: string) => errorText(t, errors[path]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateCategoryForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onSubmit(result.body);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <FormShell
      title={editing ? t("categories.editTitle") : t("categories.newTitle")}
      submitting={submitting}
      submitLabel={editing ? t("actions.save") : t("actions.create")}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={`${t("categories.name")} · ${t(`languages.${values.lan}`)}`} required error={message("category")}>
          {(control) => (
            <input {...control} value={values.category} onChange={(e) => set("category", e.target.value)} className={inputClass} autoComplete="off" />
          )}
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          <FormField label={t("categories.emoji")} error={message("img")} hint={t("categories.emojiHint", { max: EMOJI_MAX })}>
            {(control) => <input {...control} value={values.img} onChange={(e) => set("img", e.target.value)} className={inputClass} autoComplete="off" />}
          </FormField>
          <FormField label={t("categories.sort")} error={message("sort")} hint={t("categories.sortHint")}>
            {(control) => (
              <input
                {...control}
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                value={values.sort}
                onChange={(e) => set("sort", e.target.value)}
                className={inputClass}
              />
            )}
          </FormField>
        </div>
        <FormField label={t("categories.description")} error={message("intro")} className="sm:col-span-2">
          {(control) => <textarea {...control} rows={2} value={values.intro} onChange={(e) => set("intro", e.target.value)} className={inputClass} />}
        </FormField>
        <FormField label={t("categories.tags")} error={message("tags")} hint={t("categories.tagsHint")} className="sm:col-span-2">
          {(control) => (
            <TagInput
              control={control}
              tags={values.tags}
              onChange={(tags) => set("tags", tags)}
              placeholder={t("categories.tagsPlaceholder")}
              removeLabel={(tag) => t("categories.removeTag", { tag })}
            />
          )}
        </FormField>
      </div>
      <CategoryLanguageFields values={values} errors={errors} onChange={(others) => set("others", others)} />
    </FormShell>
  );
}
