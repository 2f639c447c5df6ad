import { useTranslation } from "../../lib/i18n-react.tsx";
import type { ConsoleClient } from "./console-api.ts";
import { FormField } from "../../components/form-field.tsx";
import { ImageUploadButton } from "./image-upload-button.tsx";
import { inputClass } from "./ui.ts";

export interface PromptImageFieldProps {
  label: string;
  /** One address per line. */
  value: string;
  error: string | undefined;
  /** Gets the list as it is when called: an upload ends after other typing. */
  onChange(change: (latest: string) => string): void;
  /** Where uploaded images go; without it the list takes typed addresses only. */
  client?: ConsoleClient;
}

const lines = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== "");

/** One of the usage example's image lists (input or output): addresses typed one per line, or uploaded. */
export function PromptImageField({ label, value, error, onChange, client }: PromptImageFieldProps) {
  const { t } = useTranslation("console");
  return (
    <div className="space-y-1.5">
      <FormField label={label} error={error} hint={t("prompts.form.imagesHint")}>
        {(control) => (
          <textarea {...control} rows={2} value={value} onChange={(e) => onChange(() => e.target.value)} placeholder="https://" className={inputClass} />
        )}
      </FormField>
      {client && (
        <ImageUploadButton
          client={client}
          label={t("prompts.form.uploadTo", { list: label })}
          listed={lines(value).length}
          onUploaded={(urls) => onChange((latest) => [...lines(latest), ...urls].join("\n"))}
        />
      )}
    </div>
  );
}
