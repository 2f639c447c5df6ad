/**
 * The add / edit form of the page: the fields the console's form has too (title, categories,
 * content, description, example, usage instructions), whether it is published, submit and reset.
 * While the call runs the submit button is disabled and says so. Reset clears the form and leaves edit mode.
 */
import { forwardRef, useImperativeHandle, useRef, type FormEvent } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import type { CategoryOption } from "../../components/category-match.ts";
import { PromptFields } from "../../components/prompt-form/prompt-fields.tsx";
import { usePromptForm } from "../../components/prompt-form/use-prompt-form.ts";
import { validateForm, type PromptFormValues } from "./form-model.ts";
import { panel, primaryButton, secondaryButton } from "./ui.ts";
import { NAMESPACE } from "./namespace.ts";
import { CloseIcon } from "../../components/icons.tsx";

export interface PromptFormProps {
  initial: PromptFormValues;
  categories: CategoryOption[];
  /** Resolves when saved; rejects when not (the caller has told the user why). */
  onSubmit(body: Record<string, unknown>): Promise<void>;
  onReset(): void;
  onClose(): void;
}

export type PromptFormHandle = { focusFirst(): void };

export const PromptForm = forwardRef<PromptFormHandle, PromptFormProps>(function PromptForm({ initial, categories, onSubmit, onReset, onClose }, ref) {
  const { t } = useTranslation(NAMESPACE);
  const { values, set, message, submitting, submit } = usePromptForm(t, initial, validateForm);
  const form = useRef<HTMLFormElement>(null);
  const editing = values.id !== undefined;

  useImperativeHandle(ref, () => ({ focusFirst: () => form.current?.querySelector<HTMLElement>("input, textarea")?.focus({ preventScroll: true }) }), []);

  function onFormSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(form.current, onSubmit);
  }

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
      <form ref={form} noValidate onSubmit={onFormSubmit} className="mt-4 space-y-4">
        <PromptFields values={values} set={set} message={message} categories={categories} />
        <label className="flex items-start gap-3">
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
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
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
