/**
 * What readers will fill in (issue 19), live under an author's prompt text (the my-prompts form and
 * the console's): the variables the text contains as chips, or how to write one when there is none.
 * Phrasing content only, so it fits a field's hint.
 */
import { Suspense, useMemo } from "react";
import { promptVariables } from "../../contract/variables.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { FILL_IN_NAMESPACE } from "../lib/route-namespaces.ts";
import { variableField } from "../lib/variable-fields.ts";

export function PromptVariables({ text }: { text: string }) {
  // Its catalogue loads with it; until then the hint is simply empty.
  return (
    <Suspense fallback={null}>
      <VariableChips text={text} />
    </Suspense>
  );
}

function VariableChips({ text }: { text: string }) {
  const { t } = useTranslation(FILL_IN_NAMESPACE);
  const fields = useMemo(() => promptVariables(text).map(variableField), [text]);
  if (fields.length === 0) return <span data-prompt-variables="none">{text.trim() ? t("authors.none", { how: t("authors.how") }) : t("authors.how")}</span>;
  return (
    <span data-prompt-variables="" className="flex flex-wrap items-center gap-1.5">
      <span className="font-medium text-slate-600">{t("authors.heading")}</span>
      {fields.map((field) => (
        <span
          key={field.name}
          title={field.name}
          className="inline-flex max-w-full items-center gap-1 rounded-full bg-teal-50 px-2 py-0.5 font-medium text-teal-800 ring-1 ring-teal-100 ring-inset"
        >
          <span className="truncate">{field.label}</span>
          {field.default && <span className="font-normal text-teal-700">{t("authors.default", { value: field.default })}</span>}
        </span>
      ))}
    </span>
  );
}
