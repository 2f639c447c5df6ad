/**
 * The add / edit form of the page: title, categories, content, description, example
 * input and output, usage instructions, submit and reset. It checks with the contract's schema
 * before sending and shows each problem under its field; while the call runs the submit button is
 * disabled and says so. Reset clears the form and leaves edit mode.
 */
import { forwardRef, useImperativeHandle, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import type { SchemaMessageKey } from "../../../contract/message-keys.ts";
import type { NoneMissing } from "../../../contract/type-checks.ts";
import type { KeysUnder, MessageKey } from "../../locales/keys.ts";
import { CategoryField } from "../../components/category-picker.tsx";
import type { CategoryOption } from "../../components/category-match.ts";
import { FormField } from "../../components/form-field.tsx";
import { PromptVariables } from "../../components/prompt-variables.tsx";
import { FIELD_ORDER, validateForm, type FormErrors, type FormField as Field, type PromptFormValues } from "./form-model.ts";
import { inputClass, panel, primaryButton, secondaryButton } from "./ui.ts";
import { NAMESPACE } from "./namespace.ts";
import { CloseIcon } from "../../components/icons.tsx";

export interface PromptFormProps {
  initial: PromptFormValues;
  categories: CategoryOption[];
  /** Resolves when saved; rejects when not (the caller has told the user why). */
  onSubmit(values: PromptFormValues): Promise<void>;
  onReset(): void;
  onClose(): void;
}

export type PromptFormHandle = { focusFirst(): void };

/**
 * Every key of the prompt schema (contract/prompts.ts) this form can show has a text in common.json's
 * promptErrors: a key without one fails `npm run typecheck`. Left out are what only the console sends
 * (images, access level, language, source, translation, status) and what the form never gets wrong (ids, visibility).
 */
type _EveryFormKeyHasText = NoneMissing<
  Exclude<
    SchemaMessageKey<"prompts">,
    | "imageAddressInvalid"
    | "imagesTooMany"
    | "vipLevelInvalid"
    | "lanInvalid"
    | "sourceTooLong"
    | "ignoreTransInvalid"
    | "statusInvalid"
    | "promptIdInvalid"
    | "promptCodeInvalid"
    | "ownerStatusInvalid"
    | KeysUnder<"common", "promptErrors">
  >
>;

export const PromptForm = forwardRef<PromptFormHandle, PromptFormProps>(function PromptForm({ initial, categories, onSubmit, onReset, onClose }, ref) {
  const { t } = useTranslation(NAMESPACE);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const editing = values.id !== undefined;

  const focusField = (field: Field) => form.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus({ preventScroll: false });
  useImperativeHandle(ref, () => ({ focusFirst: () => form.current?.querySelector<HTMLElement>('[data-field="title"]')?.focus({ preventScroll: true }) }), []);

  function set<K extends keyof PromptFormValues>(key: K, value: PromptFormValues[K]) {
    const next = { ...values, [key]: value };
    setValues(next);
    // After a first attempt, errors follow the typing so a fixed field stops being red.
    if (checked) setErrors(validateForm(next));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found = validateForm(values);
    setChecked(true);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) return focusField(first);
    setSubmitting(true);
    try {
      await onSubmit(values);
    } catch {
      // Reported by the caller; the form keeps what was typed.
    } finally {
      setSubmitting(false);
    }
  }

  const message = (field: Field) => {
    const key = errors[field];
    // zod's message, a key of the contract the types cannot see, worded as in the console (common.json); a key it lacks gets the default.
    return key ? t(`common:promptErrors.${key}` as MessageKey<"my-prompts">, { defaultValue: t("admin.form.errors.invalid") }) : undefined;
  };
  const textControl = (field: Field) => ({ "data-field": field, className: inputClass });

  return (
    <section className={`${panel} p-4 sm:p-6`} aria-labelledby="prompt-form-title">
      <div className="flex items-start justify-between gap-4">
        <h2 id="prompt-form-title" className="text-lg font-semibold text-slate-900">
          {editing ? t("admin.form.editTitle") : t("admin.form.createTitle")}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="focus-ring -m-1 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
          aria-label={t("admin.form.close")}
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <form ref={form} noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormField label={t("admin.form.title")} required error={message("title")} className="sm:col-span-2">
          {(control) => (
            <input
              {...control}
              {...textControl("title")}
              value={values.title}
              placeholder={t("admin.form.titlePlaceholder")}
              onChange={(e) => set("title", e.target.value)}
            />
          )}
        </FormField>
        <CategoryField
          label={t("admin.form.categories")}
          required
          error={message("categoryIds")}
          className="sm:col-span-2"
          fieldName="categoryIds"
          options={categories}
          selected={values.categoryIds}
          onChange={(ids) => set("categoryIds", ids)}
        />
        <FormField label={t("admin.form.content")} required error={message("prompt")} hint={<PromptVariables text={values.prompt} />} className="sm:col-span-2">
          {(control) => (
            <textarea
              {...control}
              {...textControl("prompt")}
              rows={8}
              value={values.prompt}
              placeholder={t("admin.form.contentPlaceholder")}
              onChange={(e) => set("prompt", e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t("admin.form.description")} error={message("description")} hint={t("admin.form.descriptionHint")} className="sm:col-span-2">
          {(control) => (
            <textarea {...control} {...textControl("description")} rows={2} value={values.description} onChange={(e) => set("description", e.target.value)} />
          )}
        </FormField>
        <FormField label={t("admin.form.exampleInput")} error={message("input")}>
          {(control) => (
            <textarea
              {...control}
              {...textControl("input")}
              rows={4}
              value={values.input}
              placeholder={t("admin.form.exampleInputPlaceholder")}
              onChange={(e) => set("input", e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t("admin.form.exampleOutput")} error={message("out")}>
          {(control) => (
            <textarea
              {...control}
              {...textControl("out")}
              rows={4}
              value={values.out}
              placeholder={t("admin.form.exampleOutputPlaceholder")}
              onChange={(e) => set("out", e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t("admin.form.tips")} error={message("tips")} className="sm:col-span-2">
          {(control) => (
            <textarea
              {...control}
              {...textControl("tips")}
              rows={3}
              value={values.tips}
              placeholder={t("admin.form.tipsPlaceholder")}
              onChange={(e) => set("tips", e.target.value)}
            />
          )}
        </FormField>
        <label className="flex items-start gap-3 sm:col-span-2">
          <input
            type="checkbox"
            checked={values.published}
            onChange={(e) => set("published", e.target.checked)}
            className="focus-ring mt-0.5 size-5 shrink-0 accent-teal-700"
            aria-describedby="prompt-form-published-hint"
          />
          <span className="text-sm">
            <span className="font-medium text-slate-800">{t("admin.form.published")}</span>
            <span id="prompt-form-published-hint" className="block text-slate-500">
              {t("admin.form.publishedHint")}
            </span>
          </span>
        </label>
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <button type="button" className={secondaryButton} disabled={submitting} onClick={onReset}>
            {t("admin.form.reset")}
          </button>
          <button type="submit" className={primaryButton} disabled={submitting} aria-busy={submitting || undefined}>
            {submitting && <span className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent" aria-hidden="true" />}
            {submitting ? t("admin.form.submitting") : editing ? t("admin.form.update") : t("admin.form.submit")}
          </button>
        </div>
      </form>
    </section>
  );
});
