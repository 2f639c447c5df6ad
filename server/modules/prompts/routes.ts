/** Own and admin prompt calls (list, add, update, delete) and "save as mine"; ownership is checked by the write service. */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ManagedPromptPageSchema, PromptWriteReplySchema } from "../../../contract/console-replies.ts";
import { apiLanguage } from "../../../contract/language.ts";
import { AdminListPromptQuerySchema, DeletePromptQuerySchema, SaveAsMineBodySchema } from "../../../contract/prompts.ts";
import { envelope, TrueEnvelopeSchema } from "../../../contract/replies.ts";
import { requireAdmin, requireUser } from "../../lib/access.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { ok } from "../../lib/envelope.ts";
import { listManagedPrompts } from "./list-service.ts";
import { parsePromptInput, parsePromptUpdate } from "./prompt-input.ts";
import { saveAsMine } from "./save-as-mine.ts";
import { addPrompt, deletePrompt, updatePrompt } from "./write-service.ts";

/** Any JSON object: which fields count depends on the caller's role (see prompt-input.ts). */
const PromptBodySchema = z.record(z.string(), z.unknown());
const WriteReplyEnvelope = envelope(PromptWriteReplySchema);
const lanOf = (request: FastifyRequest) => apiLanguage(request.headers["x-lan"]);

export async function promptAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;

  app.get(
    "/admin/api/listPrompt",
    { config: { access: "user" }, schema: { querystring: AdminListPromptQuerySchema, response: { 200: envelope(ManagedPromptPageSchema) } } },
    async (request) => {
      // Without the my-prompts flag the list is everyone's prompts: administrators only.
      const actor = request.query.queryMyPrompts ? requireUser(request) : requireAdmin(request);
      return ok(await listManagedPrompts(db, actor, lanOf(request), request.query));
    },
  );

  app.post(
    "/admin/api/addPrompt",
    { config: { access: "user", writeLimit: "promptCreate" }, schema: { body: PromptBodySchema, response: { 200: WriteReplyEnvelope } } },
    async (request) => {
      const actor = requireUser(request);
      return ok(await addPrompt(ctx, actor, lanOf(request), parsePromptInput(actor, request.body)));
    },
  );

  app.post(
    "/admin/api/updatePrompt",
    { config: { access: "owner", writeLimit: "promptUpdate" }, schema: { body: PromptBodySchema, response: { 200: WriteReplyEnvelope } } },
    async (request) => {
      const actor = requireUser(request);
      const { id, input } = parsePromptUpdate(actor, request.body);
      return ok(await updatePrompt(ctx, actor, id, input));
    },
  );

  app.post(
    "/api/prompt/saveAsMine",
    { config: { access: "user", writeLimit: "promptCopy" }, schema: { body: SaveAsMineBodySchema, response: { 200: WriteReplyEnvelope } } },
    async (request) => {
      const { promptCode, lan } = request.body;
      return ok(await saveAsMine(ctx, requireUser(request), lan ?? lanOf(request), promptCode));
    },
  );

  app.get(
    "/admin/api/deletePrompt",
    { config: { access: "owner", mutates: true }, schema: { querystring: DeletePromptQuerySchema, response: { 200: TrueEnvelopeSchema } } },
    async (request) => {
      await deletePrompt(ctx, requireUser(request), request.query.promptId);
      return ok(true);
    },
  );
}
