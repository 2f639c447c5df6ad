import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { Badge } from "./badge.tsx";
import type { AdminCategory } from "../../../contract/console.ts";
import { CategoryField } from "../../components/category-picker.tsx";
import type { ConsoleClient } from "./console-api.ts";
import { FormField } from "../../components/form-field.tsx";
import { PromptVariables } from "../../components/prompt-variables.tsx";
import { focusFirstInvalid, FormShell } from "./form-shell.tsx";
import { errorText, type FieldErrors } from "./issues.ts";
import { PromptExampleFields } from "./prompt-example-fields.tsx";
import {
  ACCESS_LEVELS,
  categoryOptionsOf,
  EMPTY_PROMPT_FORM,
  PROMPT_LANGUAGES,
  promptFormOf,
  validatePromptForm,
  type EditablePrompt,
  type PromptFormValues,
} from "./prompt-form-model.ts";
import { inputClass, secondaryButton } from "./ui.ts";

export interface PromptFormProps {
  editing: EditablePrompt | undefined;
  categories: AdminCategory[];
  onSubmit(body: Record<string, unknown>): Promise<boolean>;
  onCancel(): void;
  /** For the image lists' upload buttons. */
  client?: ConsoleClient;
}

/** Every field of the console's prompt form, checked by the contract's rules. */
export function PromptForm({ editing, categories, onSubmit, onCancel, client }: PromptFormProps) {
  const { t } = useTranslation("console");
  const [values, setValues] = useState<PromptFormValues>(() => (editing ? promptFormOf(editing) : EMPTY_PROMPT_FORM));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const set = <K extends keyof PromptFormValues>(key: K, value: PromptFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const message = (field: string) => errorText(t, errors[field]);
  const categoryOptions = useMemo(() => categoryOptionsOf(categories), [categories]);

  const isDraft = editing?.status === "draft";

  /** Saves; `publish` also sends status "published" (a draft leaves review and becomes public). */
  async function send(form: HTMLFormElement | null, publish: boolean) {
    const result = validatePromptForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onSubmit(publish ? { ...result.body, status: "published" } : result.body);
    } finally {
      setSubmitting(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send(event.currentTarget as HTMLFormElement, false);
  }

  return (
    <FormShell
      title={editing ? t("prompts.form.editTitle") : t("prompts.form.newTitle")}
      submitting={submitting}
      submitLabel={editing ? t("actions.save") : t("actions.create")}
      onSubmit={submit}
      onCancel={onCancel}
      extraActions={
        isDraft && (
          <button type="button" disabled={submitting} onClick={(e) => void send(e.currentTarget.form, true)} className={secondaryButton}>
            {t("prompts.form.publish")}
          </button>
        )
      }
    >
      {isDraft && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <Badge tone="amber">{t("prompts.form.draftBadge")}</Badge>
          {t("prompts.form.draftHint")}
        </p>
      )}
      <FormField label={t("prompts.form.title")} required error={message("title")}>
        {(control) => <input {...control} value={values.title} onChange={(e) => set("title", e.target.value)} className={inputClass} autoComplete="off" />}
      </FormField>
      <CategoryField
        label={t("prompts.form.categories")}
        required
        error={message("categoryIds")}
        options={categoryOptions}
        selected={values.categoryIds}
        onChange={(ids) => set("categoryIds", ids)}
      />
      <FormField label={t("prompts.form.content")} required error={message("prompt")} hint={<PromptVariables text={values.prompt} />}>
        {(control) => (
          <textarea {...control} rows={6} value={values.prompt} onChange={(e) => set("prompt", e.target.value)} className={`${inputClass} font-mono`} />
        )}
      </FormField>
      <FormField label={t("prompts.form.description")} hint={t("prompts.form.descriptionHint")} error={message("description")}>
        {(control) => <textarea {...control} rows={2} value={values.description} onChange={(e) => set("description", e.target.value)} className={inputClass} />}
      </FormField>
      <PromptExampleFields
        values={values}
        errors={{ inputText: message("inputText"), inputImgs: message("inputImgs"), outputText: message("outputText"), outImgs: message("outImgs") }}
        onChange={(key, value) => set(key, value)}
        client={client}
      />
      <FormField label={t("prompts.form.tips")} error={message("tips")}>
        {(control) => <textarea {...control} rows={3} value={values.tips} onChange={(e) => set("tips", e.target.value)} className={inputClass} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t("prompts.form.vipLevel")} required error={message("vipLevel")}>
          {(control) => (
            <select
              {...control}
              value={values.vipLevel}
              onChange={(e) => set("vipLevel", Number(e.target.value) as PromptFormValues["vipLevel"])}
              className={inputClass}
            >
              {ACCESS_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`prompts.access.${level}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t("prompts.form.lan")} required error={message("lan")}>
          {(control) => (
            <select {...control} value={values.lan} onChange={(e) => set("lan", e.target.value as PromptFormValues["lan"])} className={inputClass}>
              {PROMPT_LANGUAGES.map((lan) => (
                <option key={lan} value={lan}>
                  {t(`prompts.languages.${lan}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t("prompts.form.source")} error={message("source")}>
          {(control) => (
            <input
              {...control}
              value={values.source}
              onChange={(e) => set("source", e.target.value)}
              placeholder={t("prompts.form.sourcePlaceholder")}
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      <label className="inline-flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={values.ignoreTrans}
          onChange={(e) => set("ignoreTrans", e.target.checked)}
          className="focus-ring size-4 rounded border-slate-300 accent-teal-700"
        />
        {t("prompts.form.ignoreTrans")}
      </label>
    </FormShell>
  );
}
