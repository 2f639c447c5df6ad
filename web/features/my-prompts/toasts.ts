/** The page's failure toasts (spec section 8); a 401 has already said "session expired". */
import { toast } from "../../components/toast/toast-store.ts";
import { BusinessError, HttpError } from "../../lib/request/errors.ts";

export function isSessionEnd(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}

/** The server's reason for a refusal (a validation message, "no such category"), if it gave one. */
export function refusalOf(error: unknown): string | null {
  if (error instanceof BusinessError) return error.msg || null;
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return error.serverMsg;
  return null;
}

export function toastFailure(error: unknown, message: string, id: string) {
  if (!isSessionEnd(error)) toast.error(message, { id });
}
