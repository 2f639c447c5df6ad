import { useTranslation } from "../../lib/i18n-react.tsx";
import type { Language } from "../../../contract/constants.ts";
import { otherLanguages, type CategoryFormValues, type OtherVersion } from "./category-form-model.ts";
import { FormField } from "../../components/form-field.tsx";
import type { FieldErrors } from "../../components/field-errors.ts";
import { errorText } from "./issues.ts";
import { inputClass } from "./ui.ts";

export interface CategoryLanguageFieldsProps {
  values: CategoryFormValues;
  errors: FieldErrors;
  onChange(others: CategoryFormValues["others"]): void;
}

/**
 * The name and description in the two other languages, one row each. Left empty, a Chinese script
 * gets a machine version converted from the other; a machine version shows its badge until a
 * person edits it.
 */
export function CategoryLanguageFields({ values, errors, onChange }: CategoryLanguageFieldsProps) {
  const { t } = useTranslation("console");
  const update = (lan: Language, patch: Partial<OtherVersion>) => {
    const current = values.others[lan] ?? { category: "", intro: "", machine: false, existed: false };
    onChange({ ...values.others, [lan]: { ...current, ...patch } });
  };

  return (
    <fieldset className="rounded-lg border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-medium text-slate-700">{t("categories.otherLanguages")}</legend>
      <p className="text-xs text-slate-500">{t("categories.otherLanguagesHint")}</p>
      <div className="mt-3 space-y-3">
        {otherLanguages(values.lan).map((lan) => {
          const version = values.others[lan] ?? { category: "", intro: "", machine: false, existed: false };
          const label = (
            <>
              {t(`languages.${lan}`)}
              {version.machine && (
                <span className="ml-2 rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200">
                  {t("categories.machine")}
                </span>
              )}
            </>
          );
          return (
            <div key={lan} className="grid gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-3">
              <FormField
                label={
                  <>
                    {label} · {t("categories.name")}
                  </>
                }
                error={errorText(t, errors[`i18n.${lan}.category`])}
              >
                {(control) => (
                  <input
                    {...control}
                    lang={lan}
                    value={version.category}
                    onChange={(e) => update(lan, { category: e.target.value })}
                    className={inputClass}
                    autoComplete="off"
                  />
                )}
              </FormField>
              <FormField
                label={
                  <>
                    {t(`languages.${lan}`)} · {t("categories.description")}
                  </>
                }
                error={errorText(t, errors[`i18n.${lan}.intro`])}
              >
                {(control) => (
                  <input
                    {...control}
                    lang={lan}
                    value={version.intro}
                    onChange={(e) => update(lan, { intro: e.target.value })}
                    className={inputClass}
                    autoComplete="off"
                  />
                )}
              </FormField>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
