import { useMemo, type FormEvent } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { Badge } from "./badge.tsx";
import type { AdminCategory } from "../../../contract/console.ts";
import type { ConsoleClient } from "./console-api.ts";
import { FormField } from "../../components/form-field.tsx";
import { PromptFields } from "../../components/prompt-form/prompt-fields.tsx";
import { usePromptForm } from "../../components/prompt-form/use-prompt-form.ts";
import { FormShell } from "./form-shell.tsx";
import { PromptImageField } from "./prompt-image-field.tsx";
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

/** The console's prompt form: the fields my prompts' form has too, plus images, access level, language, source and translation. */
export function PromptForm({ editing, categories, onSubmit, onCancel, client }: PromptFormProps) {
  const { t } = useTranslation("console");
  const form = usePromptForm(t, editing ? promptFormOf(editing) : EMPTY_PROMPT_FORM, validatePromptForm);
  const { values, set, update, message, submitting } = form;
  const categoryOptions = useMemo(() => categoryOptionsOf(categories), [categories]);

  const isDraft = editing?.status === "draft";
  /** Saves; `publish` also sends status "published" (a draft leaves review and becomes public). */
  const send = (element: HTMLFormElement | null, publish: boolean) =>
    void form.submit(element, (body) => onSubmit(publish ? { ...body, status: "published" } : body));

  function submit(event: FormEvent) {
    event.preventDefault();
    send(event.currentTarget as HTMLFormElement, false);
  }

  const images = (key: "inputImgs" | "outImgs") => (
    <PromptImageField label={t(`prompts.form.${key}`)} value={values[key]} error={message(key)} onChange={(change) => update(key, change)} client={client} />
  );

  return (
    <FormShell
      title={editing ? t("prompts.form.editTitle") : t("prompts.form.newTitle")}
      submitting={submitting}
      submitLabel={editing ? t("actions.save") : t("actions.create")}
      onSubmit={submit}
      onCancel={onCancel}
      extraActions={
        isDraft && (
          <button type="button" disabled={submitting} onClick={(e) => send(e.currentTarget.form, true)} className={secondaryButton}>
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
      <PromptFields
        values={values}
        set={set}
        message={message}
        categories={categoryOptions}
        exampleExtras={{ input: images("inputImgs"), output: images("outImgs") }}
      />
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
