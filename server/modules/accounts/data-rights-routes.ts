/** Account data rights (issue #22, decision 032): export, change of address, deletion; each write under its write limit. */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { DeleteAccountBodySchema, EmailChangeBodySchema, EmailChangeConfirmBodySchema } from "../../../contract/account-data.ts";
import { AccountExportSchema, UpdatedProfileSchema } from "../../../contract/account-replies.ts";
import { apiLanguage } from "../../../contract/language.ts";
import { envelope, NullEnvelopeSchema } from "../../../contract/replies.ts";
import { requireUser } from "../../lib/access.ts";
import { ok } from "../../lib/envelope.ts";
import { translate, type MessageKey } from "../../lib/messages.ts";
import { deleteAccount } from "./account-deletion.ts";
import { exportAccount } from "./data-export.ts";
import "./data-rights-messages.ts";
import type { AccountsDeps } from "./deps.ts";
import { confirmEmailChange, requestEmailChange } from "./email-change.ts";

const lan = (request: FastifyRequest) => apiLanguage(request.headers["x-lan"]);
const msg = (request: FastifyRequest, key: MessageKey) => translate(lan(request), key);

export function dataRightsRoutes(app: FastifyInstance, deps: AccountsDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // A GET that writes (its audit entry), nothing public.
  api.get(
    "/auth/export",
    {
      config: { access: "user", mutates: true, changesPublicContent: false, writeLimit: "accountExport" },
      schema: { response: { 200: envelope(AccountExportSchema) } },
    },
    async (request) => ok(await exportAccount(deps, requireUser(request)), msg(request, "dataExported")),
  );

  api.post(
    "/auth/email-change",
    {
      config: { access: "user", changesPublicContent: false, writeLimit: "accountEmail" },
      schema: { body: EmailChangeBodySchema, response: { 200: NullEnvelopeSchema } },
    },
    async (request) => {
      await requestEmailChange(deps, { ip: request.ip, lan: lan(request) }, requireUser(request), request.body);
      return ok(null, msg(request, "emailChangeSent"));
    },
  );

  api.post(
    "/auth/email-change/confirm",
    {
      config: { access: "user", changesPublicContent: false, writeLimit: "accountEmail" },
      schema: { body: EmailChangeConfirmBodySchema, response: { 200: envelope(UpdatedProfileSchema) } },
    },
    async (request) =>
      ok(await confirmEmailChange(deps, { ip: request.ip, lan: lan(request) }, requireUser(request), request.body.token), msg(request, "emailChanged")),
  );

  // Kept prompts now show the deleted user's name, deleted ones leave lists: the page cache empties.
  api.post(
    "/auth/delete-account",
    { config: { access: "user", writeLimit: "accountDelete" }, schema: { body: DeleteAccountBodySchema, response: { 200: NullEnvelopeSchema } } },
    async (request) => {
      await deleteAccount(deps, requireUser(request), request.body);
      return ok(null, msg(request, "accountDeleted"));
    },
  );
}
