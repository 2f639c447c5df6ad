import { useState, type FormEvent } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { AddMarkGroupBodySchema, type MarkGroup } from "../../../contract/console.ts";
import { focusFirstInvalid, FormField } from "../../components/form-field.tsx";
import { FormShell } from "./form-shell.tsx";
import { issuesByField, type FieldErrors } from "../../components/field-errors.ts";
import { errorText } from "./issues.ts";
import { inputClass } from "./ui.ts";

export type GroupFormBody = { title: string; titleEn: string; recommend: 0 | 1 };

export interface GroupFormProps {
  editing: MarkGroup | undefined;
  onSubmit(body: GroupFormBody): Promise<boolean>;
  onCancel(): void;
}

/** Name*, English name and the recommended switch (recommended groups appear on the home page). */
export function GroupForm({ editing, onSubmit, onCancel }: GroupFormProps) {
  const { t } = useTranslation("console");
  const [title, setTitle] = useState(editing?.title ?? "");
  const [titleEn, setTitleEn] = useState(editing?.titleEn ?? "");
  const [recommend, setRecommend] = useState<0 | 1>(editing?.recommend ?? 0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = AddMarkGroupBodySchema.safeParse({ title, titleEn, recommend });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onSubmit(parsed.data);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <FormShell
      title={editing ? t("groups.editTitle") : t("groups.newTitle")}
      submitting={submitting}
      submitLabel={editing ? t("actions.save") : t("actions.create")}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
        <FormField label={t("groups.name")} required error={errorText(t, errors.title)}>
          {(control) => <input {...control} value={title} onChange={(e) => setTitle(e.target.value)} className={inputClass} autoComplete="off" />}
        </FormField>
        <FormField label={t("groups.nameEn")} hint={t("groups.nameEnHint")} error={errorText(t, errors.titleEn)}>
          {(control) => <input {...control} value={titleEn} onChange={(e) => setTitleEn(e.target.value)} className={inputClass} autoComplete="off" lang="en" />}
        </FormField>
        <FormField label={t("groups.recommend")} hint={t("groups.recommendHint")}>
          {(control) => (
            <button
              id={control.id}
              aria-describedby={control["aria-describedby"]}
              type="button"
              role="switch"
              aria-checked={recommend === 1}
              onClick={() => setRecommend((r) => (r === 1 ? 0 : 1))}
              className={`focus-ring relative inline-flex h-7 w-12 items-center rounded-full transition-colors ${recommend === 1 ? "bg-teal-600" : "bg-slate-300"}`}
            >
              <span
                className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${recommend === 1 ? "translate-x-6" : "translate-x-1"}`}
              />
            </button>
          )}
        </FormField>
      </div>
    </FormShell>
  );
}
