import { useTranslation } from "react-i18next";
import { Field } from "./field.tsx";
import type { PromptFormValues } from "./prompt-form-model.ts";
import { inputClass } from "./ui.ts";

type ExampleKey = "inputText" | "inputImgs" | "outputText" | "outImgs";

export interface PromptExampleFieldsProps {
  values: Pick<PromptFormValues, ExampleKey>;
  errors: Partial<Record<ExampleKey, string | undefined>>;
  onChange(key: ExampleKey, value: string): void;
}

/** The usage example: input text and images, output text and images (one address per line). */
export function PromptExampleFields({ values, errors, onChange }: PromptExampleFieldsProps) {
  const { t } = useTranslation("console");
  const area = (key: ExampleKey, label: string, rows: number, hint?: string, placeholder?: string) => (
    <Field label={label} error={errors[key]} hint={hint}>
      {(control) => <textarea {...control} rows={rows} value={values[key]} onChange={(e) => onChange(key, e.target.value)} placeholder={placeholder} className={inputClass} />}
    </Field>
  );
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-medium text-slate-700">{t("prompts.form.example")}</legend>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-3">
          {area("inputText", t("prompts.form.inputText"), 3)}
          {area("inputImgs", t("prompts.form.inputImgs"), 2, t("prompts.form.imagesHint"), "https://")}
        </div>
        <div className="space-y-3">
          {area("outputText", t("prompts.form.outputText"), 3)}
          {area("outImgs", t("prompts.form.outImgs"), 2, t("prompts.form.imagesHint"), "https://")}
        </div>
      </div>
    </fieldset>
  );
}
