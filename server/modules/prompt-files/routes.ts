/**
 * Prompts in and out of files (issue #21). POST /admin/api/importPrompts (administrators: into
 * the catalogue) and POST /api/user/importPrompts (signed-in users: into their own prompts) take
 * the file as a multipart upload (one file, up to IMPORT_MAX_BYTES) and what to do with it in the
 * query (contract/prompt-files.ts). GET /api/user/exportPrompts gives a user's own prompts
 * as JSON, CSV or Markdown.
 */
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ExportQuerySchema, IMPORT_MAX_BYTES, ImportQuerySchema, type ExportFormat } from "../../../contract/prompt-files.ts";
import { ImportReportSchema } from "../../../contract/console-replies.ts";
import { envelope } from "../../../contract/replies.ts";
import { isAdmin, requireUser } from "../../lib/access.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { ok } from "../../lib/envelope.ts";
import { errors } from "../../lib/errors.ts";
import { reserve, WRITE_LIMITS, writeSlots } from "../../lib/write-limits.ts";
import { languageOf } from "../catalog/viewer.ts";
import { importPrompts } from "./import-service.ts";
import { exportMyPrompts } from "./my-prompts-export.ts";

const EXPORT_TYPES: Record<ExportFormat, string> = { json: "application/json", csv: "text/csv", md: "text/markdown" };

/** A file past IMPORT_MAX_BYTES: the refusal names that limit (the error handler's would say the JSON bodies' 2 MB). */
function namingImportLimit(error: unknown): never {
  if ((error as { code?: unknown } | null)?.code === "FST_REQ_FILE_TOO_LARGE") throw errors.payloadTooLarge(IMPORT_MAX_BYTES);
  throw error;
}

export async function promptFileRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const limiter = ctx.limiter;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get("/api/user/exportPrompts", { config: { access: "user" }, schema: { querystring: ExportQuerySchema } }, async (request, reply) => {
    const { format } = request.query;
    const user = requireUser(request);
    const body = await exportMyPrompts(ctx.database.db, user.id, languageOf(request), ctx.config.publicUrl, format);
    return reply
      .type(`${EXPORT_TYPES[format]}; charset=utf-8`)
      .header("content-disposition", `attachment; filename="my-prompts.${format}"`)
      .header("cache-control", "no-store")
      .send(body);
  });

  // Its own scope, so the multipart parser exists for these routes only: one file, no fields.
  await fastify.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 } });
    const files = scope.withTypeProvider<ZodTypeProvider>();
    for (const [path, access] of [
      ["/admin/api/importPrompts", "admin"],
      ["/api/user/importPrompts", "user"],
    ] as const) {
      files.post(
        path,
        { config: { access, multipartFiles: 1 }, schema: { querystring: ImportQuerySchema, response: { 200: envelope(ImportReportSchema) } } },
        async (request) => {
          const part = request.isMultipart() ? await request.file() : undefined;
          const file = part ? await part.toBuffer().catch(namingImportLimit) : Buffer.alloc(0);
          const user = requireUser(request);
          // A user's imported prompt is a prompt written: each takes a slot of the form's limit (administrators have none).
          const beforeWrite = isAdmin(user)
            ? async () => {}
            : async () => void (await reserve(limiter, writeSlots("promptCreate", request, ctx), WRITE_LIMITS.promptCreate.messageKey));
          return ok(await importPrompts(ctx, user, languageOf(request), file, request.query, beforeWrite));
        },
      );
    }
  });
}
