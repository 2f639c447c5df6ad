/** The page's failure toasts; a 401 has already said "session expired". */
import { toast } from "../../components/toast/toast-store.ts";
import { HttpError } from "../../lib/request/errors.ts";

export function isSessionEnd(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}

export function toastFailure(error: unknown, message: string, id: string) {
  if (!isSessionEnd(error)) toast.error(message, { id });
}
