/**
 * The message keys the schemas give zod (`{ error: … }`, `.max(n, …)`, `.refine(…, …)`), by the
 * contract file whose schemas name them. A file takes its keys from `messageKeys`, so a misspelt
 * key fails `npm run typecheck`. So do a key the server's catalogues lack (server/lib/messages.ts),
 * a key of console.ts the console's catalogue lacks (web/features/console/issues.ts) and a key of
 * prompts.ts a prompt form can show without a text in common.json's promptErrors (my prompts' form,
 * web/features/my-prompts/prompt-form.tsx) or, for the console's form, in console.json either
 * (web/features/console/issues.ts).
 */
const SCHEMA_MESSAGE_KEYS = {
  accounts: [
    "usernameRequired",
    "usernameMinLength",
    "usernameMaxLength",
    "loginNameTooLong",
    "usernamePattern",
    "nameReserved",
    "emailRequired",
    "emailInvalid",
    "emailLinkInvalid",
    "passwordRequired",
    "passwordMinLength",
    "passwordMaxLength",
    "confirmPasswordRequired",
    "passwordMismatch",
    "currentPasswordRequired",
    "nickNameRequired",
    "nickNameTooLong",
    "avatarInvalid",
    "profileNothingToUpdate",
  ],
  "account-data": ["currentPasswordRequired", "passwordMaxLength", "deletePromptsChoiceRequired", "emailChangeLinkInvalid"],
  "admin-users": ["userSearchTooLong", "userIdInvalid", "userStatusInvalid"],
  catalog: ["oneSortOnly", "commentRequired", "commentTooLong", "scoreInvalid"],
  console: [
    "categoryNameRequired",
    "categoryNameTooLong",
    "categoryIntroTooLong",
    "categoryCodeInvalid",
    "emojiTooLong",
    "tagTooLong",
    "tooManyTags",
    "sortInvalid",
    "groupNameRequired",
    "groupNameTooLong",
    "groupNameEnInvalid",
    "recommendInvalid",
    "promptIdRequired",
    "membershipRequired",
  ],
  moderation: [
    "moderationPromptIdInvalid",
    "moderationActionInvalid",
    "moderationReasonInvalid",
    "moderationReasonTooLong",
    "moderationReasonRequired",
    "moderationStatusInvalid",
    "auditTargetTypeInvalid",
  ],
  /** Its page numbers name generic reasons alone. */
  "open-data": [],
  "prompt-files": ["lanInvalid", "vipLevelInvalid", "importRangeInvalid", "exportFormatInvalid"],
  prompts: [
    "titleRequired",
    "titleTooLong",
    "contentRequired",
    "contentTooLong",
    "descriptionTooLong",
    "tipsTooLong",
    "categoryRequired",
    "categoryInvalid",
    "categoryTooMany",
    "imageAddressInvalid",
    "imagesTooMany",
    "demoInvalid",
    "demoTooLong",
    "demoTooMany",
    "ownerStatusInvalid",
    "statusInvalid",
    "lanInvalid",
    "ignoreTransInvalid",
    "vipLevelInvalid",
    "sourceTooLong",
    "promptIdInvalid",
    "promptCodeInvalid",
  ],
  reports: [
    "reportTargetInvalid",
    "reportReasonInvalid",
    "reportDetailsTooLong",
    "reportDetailsRequired",
    "resolveActionInvalid",
    "reviewActionInvalid",
    "moderationReasonInvalid",
    "moderationReasonTooLong",
    "moderationReasonRequired",
  ],
  translation: [
    "translationIdsInvalid",
    "translationTargetRequired",
    "promptIdInvalid",
    "categoryIdInvalid",
    "agentPromptRequired",
    "agentCategoryRequired",
    "contentTooLong",
  ],
} as const;

type SchemaFile = keyof typeof SCHEMA_MESSAGE_KEYS;

/** A key the schemas of one contract file name, or (without an argument) of any. */
export type SchemaMessageKey<File extends SchemaFile = SchemaFile> = (typeof SCHEMA_MESSAGE_KEYS)[File][number];

/**
 * zod issue codes a schema gives where no key of its own fits (a malformed page number). They are
 * in no catalogue, so the server says the generic reason and the console `errors.invalid`.
 */
const GENERIC_REASONS = ["invalid_type", "invalid_value"] as const;

/** A file's keys, each the string it names: `const msg = messageKeys("console")`, then `.max(50, msg.categoryNameTooLong)`. */
export function messageKeys<File extends SchemaFile>(file: File): { readonly [Key in SchemaMessageKey<File> | (typeof GENERIC_REASONS)[number]]: Key } {
  const keys: readonly string[] = [...SCHEMA_MESSAGE_KEYS[file], ...GENERIC_REASONS];
  // Object.fromEntries types its keys as string; each entry maps a key of this list to itself.
  return Object.fromEntries(keys.map((key) => [key, key])) as { readonly [Key in SchemaMessageKey<File> | (typeof GENERIC_REASONS)[number]]: Key };
}
