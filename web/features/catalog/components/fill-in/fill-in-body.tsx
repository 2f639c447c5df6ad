/**
 * The fill-in form itself (issue 19), one for the detail page and the cards' dialog: a field per
 * variable, the live preview, "copy filled prompt", "reset" and whether this browser remembers.
 * Loaded on demand (see lazy-fill-in.tsx).
 */
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "../../../../lib/i18n-react.tsx";
import { FILL_IN_NAMESPACE } from "../../../../lib/route-namespaces.ts";
import { variableField } from "../../../../lib/variable-fields.ts";
import { CopyIcon } from "../catalog-icons.tsx";
import { PROMPT_TEXT_CLASS } from "../prompt-text.tsx";
import { FilledPreview } from "./filled-preview.tsx";
import type { FillIn } from "./use-fill-in.ts";

const INPUT =
  "block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-[0.95rem] text-slate-900 shadow-sm placeholder:text-slate-400 hover:border-slate-400 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/25 focus:outline-none";
const BUTTON = "focus-ring inline-flex min-h-11 items-center justify-center gap-1.5 rounded-xl px-4 text-sm whitespace-nowrap transition-colors sm:px-5";

type Props = {
  fill: FillIn;
  /** Copies through the page's copy action, so it counts as a copy. */
  onCopy(text: string): void;
};

/** The detail page's form: fields, preview, then copy. */
export function FillInBody({ fill, onCopy }: Props) {
  return (
    <div className="flex flex-col gap-4">
      <FillInFields fill={fill} />
      <FillInPreview fill={fill} />
      <CopyFilledButton fill={fill} onCopy={onCopy} />
    </div>
  );
}

/** A field per variable (pasted text gets a textarea), whether this browser remembers, and reset. */
export function FillInFields({ fill }: { fill: FillIn }) {
  const { t } = useTranslation(FILL_IN_NAMESPACE);
  const ids = useId();
  const fields = useRef<HTMLFieldSetElement>(null);
  const focusFirst = fill.openedByReader;
  useEffect(() => {
    if (focusFirst) fields.current?.querySelector<HTMLElement>("input, textarea")?.focus();
  }, [focusFirst]);

  return (
    <fieldset ref={fields} className="rounded-2xl bg-teal-50/60 p-4 ring-1 ring-teal-100 ring-inset sm:p-5">
      <legend className="sr-only">{t("legend")}</legend>
      <p className="text-sm text-slate-600">{t("intro")}</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {fill.variables.map((variable, i) => {
          const field = variableField(variable);
          const id = `${ids}-${i}`;
          const control = {
            id,
            value: fill.values[field.name] ?? field.default,
            placeholder: field.example || field.default || undefined,
            onChange: (event: { target: { value: string } }) => fill.setValue(field.name, event.target.value),
            className: INPUT,
            "data-variable": field.name,
          };
          return (
            <div key={field.name} className={field.multiline ? "sm:col-span-2" : undefined}>
              <label htmlFor={id} className="block text-sm font-medium break-words text-slate-800 first-letter:uppercase">
                {field.label}
              </label>
              <div className="mt-1.5">{field.multiline ? <textarea rows={5} {...control} /> : <input type="text" autoComplete="off" {...control} />}</div>
            </div>
          );
        })}
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <label className="flex min-w-0 flex-1 basis-64 items-start gap-2.5 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={fill.remembering}
            onChange={(event) => fill.setRemembering(event.target.checked)}
            aria-describedby={`${ids}-remember`}
            className="focus-ring mt-0.5 size-5 shrink-0 accent-teal-700"
          />
          <span>
            {t("remember")}
            <span id={`${ids}-remember`} className="block text-xs text-slate-500">
              {t("rememberHint")}
            </span>
          </span>
        </label>
        <button type="button" onClick={fill.reset} className={`${BUTTON} border border-slate-300 bg-white font-medium text-slate-700 hover:bg-slate-50`}>
          {t("reset")}
        </button>
      </div>
    </fieldset>
  );
}

/** The prompt as it will be copied, in the prompt's own box; a dialog passes a lower height. */
export function FillInPreview({ fill, className = "" }: { fill: FillIn; className?: string }) {
  const { t } = useTranslation(FILL_IN_NAMESPACE);
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-sm font-semibold text-slate-700">
        {t("preview")}
      </h3>
      <FilledPreview raw={fill.raw} values={fill.values} className={`${PROMPT_TEXT_CLASS} mt-2 ${className}`} />
    </section>
  );
}

export function CopyFilledButton({ fill, onCopy, className = "" }: Props & { className?: string }) {
  const { t } = useTranslation(FILL_IN_NAMESPACE);
  return (
    <button
      type="button"
      onClick={() => onCopy(fill.filledText)}
      className={`${BUTTON} bg-teal-700 font-semibold text-white shadow-sm hover:bg-teal-800 sm:self-start ${className}`}
    >
      <CopyIcon className="size-4" />
      {t("copyFilled")}
    </button>
  );
}
