import type { SchemaMessageKey } from "../../../contract/message-keys.ts";
import type { NoneMissing } from "../../../contract/type-checks.ts";
import type { TFunction } from "../../lib/i18n.ts";
import type { KeysUnder, MessageKey } from "../../locales/keys.ts";
import { promptErrorText } from "../../components/prompt-form/error-text.ts";
import { CATEGORY_INTRO_MAX, CATEGORY_NAME_MAX, CATEGORY_TAG_MAX, CATEGORY_TAGS_MAX, GROUP_TITLE_MAX } from "../../../contract/console.ts";
import { EMOJI_MAX } from "../../../contract/constants.ts";
import { MODERATION_REASON_MAX } from "../../../contract/moderation.ts";

/** The limits the console's texts name ({{categoryNameMax, number}} and the like): the constants the schemas enforce. */
export const ACCOUNT_LIMIT_VALUES = {
  categoryNameMax: CATEGORY_NAME_MAX,
  categoryIntroMax: CATEGORY_INTRO_MAX,
  emojiMax: EMOJI_MAX,
  tagMax: CATEGORY_TAG_MAX,
  tagsMax: CATEGORY_TAGS_MAX,
  groupNameMax: GROUP_TITLE_MAX,
  moderationReasonMax: MODERATION_REASON_MAX,
} as const;

/**
 * Every key of the console's schemas (contract/console.ts) has a text under `errors`, but the two of
 * the membership calls, which the forms never build: a key without one fails `npm run typecheck`.
 */
type _EveryConsoleKeyHasText = NoneMissing<Exclude<SchemaMessageKey<"console">, "promptIdRequired" | "membershipRequired" | KeysUnder<"console", "errors">>>;
/**
 * The catalogue's text for a message key of the contract: the console's own, or a prompt field's
 * (common.json, shared with my prompts' form); unknown keys get the one generic sentence.
 */
export function errorText(t: TFunction<"console">, key: string | undefined): string | undefined {
  if (!key) return undefined;
  // zod's message, a key of the contract the types cannot see.
  return t(`errors.${key}` as MessageKey<"console">, { ...ACCOUNT_LIMIT_VALUES, defaultValue: promptErrorText(t, key) });
}
