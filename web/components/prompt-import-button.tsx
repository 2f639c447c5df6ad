/** The "import" button that opens the import dialog once its texts are in (console and my prompts). */
import { useState } from "react";
import { useTranslation } from "../lib/i18n-react.tsx";
import { useCatalogue } from "../lib/use-catalogue.ts";
import { PROMPT_FILES_NAMESPACE, PromptImportDialog, type PromptImportDialogProps } from "./prompt-import-dialog.tsx";
import { secondaryButton } from "./ui-classes.ts";

export function PromptImportButton(props: Omit<PromptImportDialogProps, "onClose">) {
  const ready = useCatalogue(PROMPT_FILES_NAMESPACE) === "ready";
  const { t } = useTranslation(PROMPT_FILES_NAMESPACE);
  const [open, setOpen] = useState(false);
  if (!ready) return null;
  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
        {t("import.open")}
      </button>
      {open && <PromptImportDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
