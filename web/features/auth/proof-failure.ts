/**
 * How the profile's guarded forms (password, address, deletion) report a failed call: nothing
 * after a 401 (the session has ended, lib/api.ts said so), a 403 to an account without a password
 * means its link sign-in is too old (the form gives way to the "send me a link" offer), a refusal
 * of one field is shown on it, anything else as a toast.
 */
import { toast } from "../../components/toast/toast-store.ts";
import { fieldAtFault, HttpError } from "../../lib/request/errors.ts";
import { callErrorMessage, isSessionEnd, type AuthKey, type Translate } from "./error-messages.ts";

export function reportProofFailure<Field extends string>(
  error: unknown,
  options: {
    t: Translate;
    fallbackKey: AuthKey;
    hasPassword: boolean;
    fields: readonly Field[];
    onProofExpired(): void;
    showOnField(field: Field, message: string): void;
  },
): void {
  if (isSessionEnd(error)) return;
  const message = callErrorMessage(error, options.t, options.fallbackKey);
  if (!options.hasPassword && error instanceof HttpError && error.status === 403) {
    toast.warning(message);
    options.onProofExpired();
    return;
  }
  const field = options.fields.find((name) => name === fieldAtFault(error));
  if (field) options.showOnField(field, message);
  else toast.error(message);
}
