/** A card's "Use": the fill-in form in a dialog, copying through the card's copy action. Loaded on demand. */
import { useId } from "react";
import { CloseIcon } from "../../../../components/icons.tsx";
import { ModalDialog } from "../../../../components/modal-dialog.tsx";
import { useTranslation } from "../../../../lib/i18n-react.tsx";
import { FILL_IN_NAMESPACE } from "../../../../lib/route-namespaces.ts";
import { CopyFilledButton, FillInFields, FillInPreview } from "./fill-in-body.tsx";
import { useFillIn, type FillablePrompt } from "./use-fill-in.ts";

type Props = { prompt: FillablePrompt & { title: string }; onCopy(text: string): void; onClose(): void };

export function FillInDialog({ prompt, onCopy, onClose }: Props) {
  const { t } = useTranslation(FILL_IN_NAMESPACE);
  const titleId = useId();
  // Opened by the reader: the form is open and its first field takes focus.
  const fill = { ...useFillIn(prompt), open: true, openedByReader: true };
  return (
    <ModalDialog labelledBy={titleId} onCancel={onClose} initialFocus="input, textarea" className="flex max-h-[calc(100dvh-2rem)] max-w-2xl flex-col">
      <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg leading-snug font-semibold break-words text-slate-900">
            {prompt.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("dialogHint")}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t("close")}
          className="focus-ring -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div className="flex flex-col gap-4 overflow-y-auto px-5 py-4 sm:px-6 sm:py-5">
        <FillInFields fill={fill} />
        <FillInPreview fill={fill} className="max-h-64" />
      </div>
      {/* Outside the scrolling part: copy stays in reach however long the form is. */}
      <div className="flex border-t border-slate-200 px-5 py-3 sm:justify-end sm:px-6">
        <CopyFilledButton fill={fill} onCopy={onCopy} className="flex-1 sm:flex-none" />
      </div>
    </ModalDialog>
  );
}
