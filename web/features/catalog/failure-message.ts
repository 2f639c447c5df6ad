import { BusinessError, HttpError } from "../../lib/request/errors.ts";

/** The server's wording when it gave one (e.g. a validation message), else ours. */
export function failureMessage(error: unknown, fallback: string): string | null {
  if (error instanceof HttpError && error.status === 401) return null; // the session-expired toast has been shown
  if (error instanceof HttpError) return error.serverMsg ?? fallback;
  if (error instanceof BusinessError && error.msg) return error.msg;
  return fallback;
}
