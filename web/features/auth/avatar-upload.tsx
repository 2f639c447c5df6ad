import { useId, useRef, useState, type ChangeEvent } from "react";
import { FieldError } from "../../components/form-field.tsx";
import { UploadIcon } from "../../components/icons.tsx";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { imageFileProblem } from "../../lib/image-file.ts";
import { IMAGE_ACCEPT, UPLOAD_MAX_BYTES } from "../../../contract/uploads.ts";
import { AVATAR_FIELD, uploadAvatar } from "./auth-api.ts";
import { Spinner } from "./auth-icons.tsx";
import { callErrorMessage, isSessionEnd } from "./error-messages.ts";

const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

type Props = {
  /** Makes the stored picture the avatar (the profile save); a failure is shown here. */
  onUploaded(url: string): Promise<void>;
  upload?: typeof uploadAvatar;
};

/**
 * "Upload an avatar" on the profile page: picks an image, checks its kind and size before sending
 * (the server checks its content again), stores it with POST /upload/avatar and hands its address
 * on. What went wrong is said under the button, in the page's language.
 */
export function AvatarUpload({ onUploaded, upload = uploadAvatar }: Props) {
  const { t } = useTranslation("auth");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again after an error tries again.
    event.target.value = "";
    if (!file) return;
    const problem = imageFileProblem(file, AVATAR_FIELD);
    if (problem) return setError(problem === "notImage" ? t("profile.avatarNotImage") : t("profile.avatarTooLarge", { max: MAX_MB }));
    setError(null);
    setBusy(true);
    try {
      await onUploaded((await upload(file)).url);
    } catch (failure) {
      if (!isSessionEnd(failure)) setError(callErrorMessage(failure, t, "profile.avatarUploadFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <input ref={input} type="file" accept={IMAGE_ACCEPT} hidden aria-label={t("profile.avatarUpload")} onChange={(event) => void onChange(event)} />
      <button
        type="button"
        disabled={busy}
        aria-busy={busy || undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        onClick={() => input.current?.click()}
        className="focus-ring inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium whitespace-nowrap text-slate-700 shadow-sm transition-colors hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70"
      >
        {busy ? <Spinner className="size-4" /> : <UploadIcon className="size-4" />}
        {busy ? t("profile.avatarUploading") : t("profile.avatarUpload")}
      </button>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-500">
        {t("profile.avatarUploadHint", { max: MAX_MB })}
      </p>
      <div role="alert">{error && <FieldError id={`${id}-error`}>{error}</FieldError>}</div>
    </div>
  );
}
