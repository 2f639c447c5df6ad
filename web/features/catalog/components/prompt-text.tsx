import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import { CopyIcon } from "./catalog-icons.tsx";

/** The box the prompt is shown in; the fill-in preview uses it too. */
export const PROMPT_TEXT_CLASS =
  "max-h-[32rem] overflow-auto rounded-2xl bg-slate-50 p-4 font-sans text-[0.95rem] leading-7 break-words whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200 ring-inset";

type Props = {
  text: string;
  /** The language of the version shown, when it is not the page's. */
  lang?: string;
  onCopy: () => void;
  /** More buttons beside copy (the fill-in toggle). */
  tools?: ReactNode;
  /** Shown instead of the plain text (the fill-in form and its preview). */
  body?: ReactNode;
};

/** The prompt itself, kept as typed (line breaks and spacing), with its own copy button. */
export function PromptText({ text, lang, onCopy, tools, body }: Props) {
  const { t } = useTranslation("catalog");
  return (
    <section aria-labelledby="prompt-heading" className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="prompt-heading" className="text-lg font-semibold text-slate-900">
          {t("detail.promptHeading")}
        </h2>
        <div className="flex flex-wrap gap-2">
          {tools}
          <button
            type="button"
            onClick={onCopy}
            className="focus-ring inline-flex min-h-11 items-center gap-1.5 rounded-xl border border-teal-200 bg-teal-50 px-4 text-sm font-semibold text-teal-800 hover:bg-teal-100"
          >
            <CopyIcon className="size-4" />
            {t("detail.copyPrompt")}
          </button>
        </div>
      </div>
      <div id="prompt-body" className="mt-4">
        {body || (
          <pre lang={lang} className={PROMPT_TEXT_CLASS}>
            {text}
          </pre>
        )}
      </div>
    </section>
  );
}
