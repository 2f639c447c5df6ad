import { useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { toast } from "../../components/toast/toast-store.ts";
import { IMAGE_ACCEPT, UPLOAD_MAX_BYTES } from "../../../contract/uploads.ts";
import { consoleApi, type ConsoleClient } from "./console-api.ts";
import { UploadIcon } from "../../components/icons.tsx";
import { toastDone, toastWriteFailed } from "./console-toasts.ts";
import { planUpload } from "./upload-plan.ts";
import { PROMPT_LIMIT_VALUES } from "../../components/prompt-form/error-text.ts";

const smallButton =
  "focus-ring inline-flex min-h-8 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 text-xs font-medium text-slate-700 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60";

export interface ImageUploadButtonProps {
  client: ConsoleClient;
  /** Names the list the images go to ("upload input images"). */
  label: string;
  /** Addresses already in the list: one example holds ten images at most. */
  listed: number;
  onUploaded(urls: string[]): void;
}

/** Picks images, sends them to POST /upload/multiple and hands back their addresses for the list. */
export function ImageUploadButton({ client, label, listed, onUploaded }: ImageUploadButtonProps) {
  const { t } = useTranslation("console");
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    if (files.length === 0) return;
    const plan = planUpload(files, listed);
    if (!plan.ok) {
      toast.warning(t(`prompts.form.uploadRefused.${plan.reason}`, { name: plan.name ?? "", ...PROMPT_LIMIT_VALUES, maxMb: UPLOAD_MAX_BYTES / 2 ** 20 }));
      return;
    }
    setBusy(true);
    const urls: string[] = [];
    try {
      for (const batch of plan.batches) urls.push(...(await consoleApi.uploadImages(client, batch)).map((f) => f.url));
      toastDone(t("toasts.uploaded", { count: urls.length }));
    } catch (error) {
      toastWriteFailed(t, "upload", error);
    } finally {
      // Batches already stored are kept in the list even when a later one failed.
      if (urls.length > 0) onUploaded(urls);
      setBusy(false);
    }
  }

  return (
    <>
      <input ref={input} type="file" accept={IMAGE_ACCEPT} multiple hidden onChange={(e) => void onChange(e)} />
      <button type="button" disabled={busy} onClick={() => input.current?.click()} className={smallButton} aria-label={label}>
        <UploadIcon className="size-3.5" />
        {busy ? t("prompts.form.uploading") : t("prompts.form.upload")}
      </button>
    </>
  );
}
