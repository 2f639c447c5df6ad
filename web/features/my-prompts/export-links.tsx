/** "Export my prompts" as JSON, CSV or Markdown (issue #21): a signed-in download, so fetched with the token, then saved. */
import { useTranslation } from "../../lib/i18n-react.tsx";
import { getAuth } from "../../lib/auth-store.ts";
import { saveFile } from "../../lib/save-file.ts";
import { useCatalogue } from "../../lib/use-catalogue.ts";
import { EXPORT_FORMATS, type ExportFormat } from "../../../contract/prompt-files.ts";
import { PROMPT_FILES_NAMESPACE } from "../../components/prompt-import-dialog.tsx";
import { toast } from "../../components/toast/toast-store.ts";
import { secondaryButton } from "./ui.ts";

async function download(format: ExportFormat, lang: string) {
  const response = await fetch(`/api/user/exportPrompts?format=${format}`, { headers: { "x-pp-token": getAuth().token ?? "", "x-lan": lang } });
  if (!response.ok) throw new Error(String(response.status));
  saveFile(await response.blob(), `my-prompts.${format}`);
}

export function ExportLinks() {
  const ready = useCatalogue(PROMPT_FILES_NAMESPACE) === "ready";
  const { t, i18n } = useTranslation(PROMPT_FILES_NAMESPACE);
  if (!ready) return null;
  return (
    <div role="group" aria-label={t("export.label")} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-600">{t("export.label")}</span>
      {EXPORT_FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          className={secondaryButton}
          onClick={() => download(format, i18n.language).catch(() => toast.error(t("export.failed"), { id: "my-prompts-export" }))}
        >
          {t(`export.${format}`)}
        </button>
      ))}
    </div>
  );
}
