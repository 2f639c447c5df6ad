import type { SchemaMessageKey } from "../../../contract/message-keys.ts";
import { PROMPT_LIMITS } from "../../../contract/prompts.ts";
import type { NoneMissing } from "../../../contract/type-checks.ts";
import type { TFunction } from "../../lib/i18n.ts";
import type { KeysUnder, MessageKey, Namespace } from "../../locales/keys.ts";

/**
 * Every key of the prompt schemas (contract/prompts.ts) that a form can show has a text in common.json's
 * promptErrors: a key without one fails `npm run typecheck`. Left out: the ids and code of the calls
 * and the owner's status, which no form gets wrong.
 */
type _EveryPromptKeyHasText = NoneMissing<
  Exclude<SchemaMessageKey<"prompts">, "promptIdInvalid" | "promptCodeInvalid" | "ownerStatusInvalid" | KeysUnder<"common", "promptErrors">>
>;

/** PROMPT_LIMITS as the texts' placeholders ({{titleMax}}, {{imagesMax}}, …), so no text writes a limit by hand. */
export const PROMPT_LIMIT_VALUES: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(PROMPT_LIMITS).map(([name, max]) => [`${name}Max`, max]),
);

/** The one sentence for a key that no catalogue words (both forms and the console's other forms). */
export function invalidText<N extends Namespace>(t: TFunction<N>): string {
  return t("common:formErrors.invalid");
}

/** common.json's text for a message key of the prompt schemas; a key it lacks gets the generic sentence. */
export function promptErrorText<N extends Namespace>(t: TFunction<N>, key: string | undefined): string | undefined {
  if (!key) return undefined;
  // zod's message, a key of the contract the types cannot see.
  return t(`common:promptErrors.${key}` as MessageKey<N>, { ...PROMPT_LIMIT_VALUES, defaultValue: invalidText(t) });
}
