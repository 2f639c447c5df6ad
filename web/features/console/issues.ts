import type { z } from "zod";
import type { SchemaMessageKey } from "../../../contract/message-keys.ts";
import type { NoneMissing } from "../../../contract/type-checks.ts";
import type { TFunction } from "../../lib/i18n.ts";
import type { KeysUnder, MessageKey } from "../../locales/keys.ts";

/** Field path ("category", "i18n.en.category") → the first message key zod gave for it. */
export type FieldErrors = Record<string, string>;

export function issuesByField(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".") || "form";
    errors[path] ??= issue.message;
  }
  return errors;
}

/**
 * Every key of the console's schemas (contract/console.ts) has a text under `errors`, but the two of
 * the membership calls, which the forms never build: a key without one fails `npm run typecheck`.
 */
type _EveryConsoleKeyHasText = NoneMissing<Exclude<SchemaMessageKey<"console">, "promptIdRequired" | "membershipRequired" | KeysUnder<"console", "errors">>>;
/** So has every key of the prompt form's schema (contract/prompts.ts), here or in common.json's promptErrors, but the id and code of the calls and the owner's status, which the form never sends. */
type _EveryPromptKeyHasText = NoneMissing<
  Exclude<
    SchemaMessageKey<"prompts">,
    "promptIdInvalid" | "promptCodeInvalid" | "ownerStatusInvalid" | KeysUnder<"console", "errors"> | KeysUnder<"common", "promptErrors">
  >
>;

/**
 * The catalogue's text for a message key of the contract: the console's own, or a prompt field's
 * (common.json, shared with my prompts' form); unknown keys get a generic sentence.
 */
export function errorText(t: TFunction<"console">, key: string | undefined): string | undefined {
  if (!key) return undefined;
  // zod's message, a key of the contract the types cannot see; a key the catalogues lack gets the default.
  const promptText = t(`common:promptErrors.${key}` as MessageKey<"console">, { defaultValue: t("errors.invalid") });
  return t(`errors.${key}` as MessageKey<"console">, { defaultValue: promptText });
}
