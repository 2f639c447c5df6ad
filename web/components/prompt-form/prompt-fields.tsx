import type { ReactNode } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { CategoryField } from "../category-picker.tsx";
import type { CategoryOption } from "../category-match.ts";
import { FormField } from "../form-field.tsx";
import { PromptVariables } from "../prompt-variables.tsx";
import { inputClass } from "../ui-classes.ts";
import type { PromptTextValues } from "./prompt-values.ts";

type TextKey = "title" | "prompt" | "description" | "inputText" | "outputText" | "tips";

export interface PromptFieldsProps {
  values: PromptTextValues;
  set<K extends keyof PromptTextValues>(key: K, value: PromptTextValues[K]): void;
  /** A field's error, already translated. */
  message(field: string): string | undefined;
  categories: CategoryOption[];
  /** More of the example, under its input and under its output (the console's image lists). */
  exampleExtras?: { input: ReactNode; output: ReactNode };
}

/**
 * The fields both prompt forms have, in this order: title, categories, prompt text (with its
 * variables), description, the usage example and the usage instructions.
 */
export function PromptFields({ values, set, message, categories, exampleExtras }: PromptFieldsProps) {
  const { t } = useTranslation();
  const area = (key: TextKey, label: string, rows: number, extra: { placeholder?: string; hint?: ReactNode } = {}) => (
    <FormField label={label} error={message(key)} hint={extra.hint}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          value={values[key]}
          placeholder={extra.placeholder}
          onChange={(e) => set(key, e.target.value)}
          className={inputClass}
        />
      )}
    </FormField>
  );
  return (
    <>
      <FormField label={t("promptForm.title")} required error={message("title")}>
        {(control) => (
          <input
            {...control}
            value={values.title}
            placeholder={t("promptForm.titlePlaceholder")}
            onChange={(e) => set("title", e.target.value)}
            className={inputClass}
            autoComplete="off"
          />
        )}
      </FormField>
      <CategoryField
        label={t("promptForm.categories")}
        required
        error={message("categoryIds")}
        options={categories}
        selected={values.categoryIds}
        onChange={(ids) => set("categoryIds", ids)}
      />
      <FormField label={t("promptForm.content")} required error={message("prompt")} hint={<PromptVariables text={values.prompt} />}>
        {(control) => (
          <textarea
            {...control}
            rows={8}
            value={values.prompt}
            placeholder={t("promptForm.contentPlaceholder")}
            onChange={(e) => set("prompt", e.target.value)}
            className={`${inputClass} font-mono`}
          />
        )}
      </FormField>
      {area("description", t("promptForm.description"), 2, { hint: t("promptForm.descriptionHint") })}
      <fieldset className="rounded-lg border border-slate-200 p-3 sm:p-4">
        <legend className="px-1 text-sm font-medium text-slate-700">{t("promptForm.example")}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="space-y-3">
            {area("inputText", t("promptForm.exampleInput"), 4, { placeholder: t("promptForm.exampleInputPlaceholder") })}
            {exampleExtras?.input}
          </div>
          <div className="space-y-3">
            {area("outputText", t("promptForm.exampleOutput"), 4, { placeholder: t("promptForm.exampleOutputPlaceholder") })}
            {exampleExtras?.output}
          </div>
        </div>
      </fieldset>
      {area("tips", t("promptForm.tips"), 3, { placeholder: t("promptForm.tipsPlaceholder") })}
    </>
  );
}
