/**
 * The console's toasts. Messages and the 加载失败 title come from the console
 * catalogue, so they are in the UI's language like every toast title (issue #23).
 */
import type { TFunction } from "../../lib/i18n.ts";
import { toast } from "../../components/toast/toast-store.ts";
import { HttpError, refusalOf } from "../../lib/request/errors.ts";

export type LoadKind = "categories" | "groups" | "prompts" | "stats" | "users" | "moderation" | "audit";
export type WriteKind = "save" | "delete" | "add" | "remove" | "upload";

/** A 401 has already said "session expired" and is on its way to /login. */
function isSessionEnd(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}

export function toastLoadFailed(t: TFunction<"console">, kind: LoadKind, error: unknown) {
  if (isSessionEnd(error)) return;
  toast.error(t(`toasts.loadFailed.${kind}`), { title: t("toasts.loadFailedTitle"), id: `console-load-${kind}` });
}

export function toastWriteFailed(t: TFunction<"console">, kind: WriteKind, error: unknown) {
  if (isSessionEnd(error)) return;
  const generic = t(`toasts.failed.${kind}`);
  const reason = refusalOf(error);
  toast.error(reason ?? generic);
}

export function toastDone(message: string) {
  toast.success(message, { duration: 2000 });
}
