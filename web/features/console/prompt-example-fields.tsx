import { useTranslation } from "../../lib/i18n-react.tsx";
import type { ConsoleClient } from "./console-api.ts";
import { FormField } from "../../components/form-field.tsx";
import { ImageUploadButton } from "./image-upload-button.tsx";
import type { PromptFormValues } from "./prompt-form-model.ts";
import { inputClass } from "./ui.ts";

type ExampleKey = "inputText" | "inputImgs" | "outputText" | "outImgs";
type ImageKey = "inputImgs" | "outImgs";

export interface PromptExampleFieldsProps {
  values: Pick<PromptFormValues, ExampleKey>;
  errors: Partial<Record<ExampleKey, string | undefined>>;
  onChange(key: ExampleKey, value: string): void;
  /** Where uploaded images go; without it the lists take typed addresses only. */
  client?: ConsoleClient;
}

const lines = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== "");

/** The usage example: input text and images, output text and images (one address per line, or uploaded). */
export function PromptExampleFields({ values, errors, onChange, client }: PromptExampleFieldsProps) {
  const { t } = useTranslation("console");
  const area = (key: ExampleKey, label: string, rows: number, hint?: string, placeholder?: string) => (
    <FormField label={label} error={errors[key]} hint={hint}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          value={values[key]}
          onChange={(e) => onChange(key, e.target.value)}
          placeholder={placeholder}
          className={inputClass}
        />
      )}
    </FormField>
  );
  const images = (key: ImageKey, label: string) => (
    <div className="space-y-1.5">
      {area(key, label, 2, t("prompts.form.imagesHint"), "https://")}
      {client && (
        <ImageUploadButton
          client={client}
          label={t("prompts.form.uploadTo", { list: label })}
          listed={lines(values[key]).length}
          onUploaded={(urls) => onChange(key, [...lines(values[key]), ...urls].join("\n"))}
        />
      )}
    </div>
  );
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-medium text-slate-700">{t("prompts.form.example")}</legend>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-3">
          {area("inputText", t("prompts.form.inputText"), 3)}
          {images("inputImgs", t("prompts.form.inputImgs"))}
        </div>
        <div className="space-y-3">
          {area("outputText", t("prompts.form.outputText"), 3)}
          {images("outImgs", t("prompts.form.outImgs"))}
        </div>
      </div>
    </fieldset>
  );
}
