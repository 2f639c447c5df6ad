/**
 * Account data rights (issue #22, docs/decisions/032): export my data, change my e-mail address
 * with a link mailed to the new one, delete my account. Message keys are in the server catalogue
 * (modules/accounts/data-rights-messages.ts) and web/locales/<lang>/auth.json. The reply of the
 * export is AccountExportSchema (account-replies.ts); the browser's constants are in account-rules.ts.
 */
import { z } from "zod";
import { messageKeys } from "./message-keys.ts";
import { PASSWORD_MAX } from "./constants.ts";
import { DELETED_PROMPTS_CHOICES } from "./account-rules.ts";
import { EmailSchema } from "./accounts.ts";

const msg = messageKeys("account-data");

/**
 * The re-authentication of a change that cannot be undone: the current password, or for an
 * account without one (made by an e-mail link) nothing, its session opened by a link minutes ago.
 */
const CurrentPasswordSchema = z.string({ error: msg.currentPasswordRequired }).max(PASSWORD_MAX, msg.passwordMaxLength).default("");

export const DeleteAccountBodySchema = z.object({
  currentPassword: CurrentPasswordSchema,
  prompts: z.enum(DELETED_PROMPTS_CHOICES, { error: msg.deletePromptsChoiceRequired }),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

export const EmailChangeBodySchema = z.object({ newEmail: EmailSchema, currentPassword: CurrentPasswordSchema });
export type EmailChangeBody = z.infer<typeof EmailChangeBodySchema>;

export const EmailChangeConfirmBodySchema = z.object({
  token: z.string({ error: msg.emailChangeLinkInvalid }).trim().min(1, msg.emailChangeLinkInvalid).max(200, msg.emailChangeLinkInvalid),
});
