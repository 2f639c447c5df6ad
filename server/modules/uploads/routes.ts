/**
 * POST /upload and /upload/avatar (signed-in callers), /upload/multiple (administrators), multipart images, and
 * GET /uploads/{name} (anyone). The avatar call only stores the image and replies its address;
 * PUT /auth/profile is what makes it the caller's avatar.
 */
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { UploadedFileSchema } from "../../../contract/console-replies.ts";
import { envelope } from "../../../contract/replies.ts";
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UploadNameParamsSchema } from "../../../contract/uploads.ts";
import { requireUser } from "../../lib/access.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { ok } from "../../lib/envelope.ts";
import { FILE_HEADERS, openUpload, uploadDeps, uploadImages } from "./service.ts";

/** A stored file shows nowhere until a prompt, category or avatar names it, and that write empties the page cache. */
const user = { access: "user", changesPublicContent: false, writeLimit: "upload" } as const;

export async function uploadRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const deps = uploadDeps(ctx);

  // Its own scope, so the multipart parser exists for these routes only. Text fields are not
  // read; the limits bound what a caller can make the parser hold.
  await fastify.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 5, fieldSize: 1024, parts: UPLOAD_MAX_FILES + 5, headerPairs: 100 },
    });
    const receive = (request: FastifyRequest, maxFiles: number) =>
      uploadImages(deps, requireUser(request), request.files({ limits: { files: maxFiles } }), maxFiles);
    const files = scope.withTypeProvider<ZodTypeProvider>();
    const one = { response: { 200: envelope(UploadedFileSchema) } };
    files.post("/upload", { config: { ...user, multipartFiles: 1 }, schema: one }, async (request) => ok((await receive(request, 1))[0]!));
    // Many files at once is for illustrating prompts in the console (issue #22).
    files.post(
      "/upload/multiple",
      {
        config: { access: "admin", changesPublicContent: false, writeLimit: "upload", multipartFiles: UPLOAD_MAX_FILES },
        schema: { response: { 200: envelope(z.array(UploadedFileSchema)) } },
      },
      async (request) => ok(await receive(request, UPLOAD_MAX_FILES)),
    );
    files.post("/upload/avatar", { config: { ...user, multipartFiles: 1 }, schema: one }, async (request) => ok((await receive(request, 1))[0]!));
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get("/uploads/:name", { config: { access: "public" }, schema: { params: UploadNameParamsSchema } }, async (request, reply) => {
    const file = await openUpload(deps.dir, request.params.name);
    return reply.headers(FILE_HEADERS).header("content-length", file.size).type(file.mime).send(file.stream);
  });
}
