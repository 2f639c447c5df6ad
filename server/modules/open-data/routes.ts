/**
 * Open data (issue #21): every public prompt as paged JSON (/prompts.json) and as one CSV
 * (/prompts.csv) whose first columns are the public CC0 list's `act,prompt`. The JSON pages are
 * cached like other public replies (ETag, 304); the CSV is streamed and kept on disk.
 */
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { DumpLanguageQuerySchema, DumpPageQuerySchema, type DumpPage } from "../../../contract/open-data.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { createCsvExport } from "./csv-export.ts";
import { countPublicPrompts, publicPromptPage } from "./dump-repository.ts";
import { dumpPrompts } from "./dump-items.ts";

const CACHE_SECONDS = 300;

export async function openDataRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const origin = ctx.config.publicUrl;
  const license = ctx.config.openDataLicense;
  const csv = createCsvExport(db, origin, path.join(ctx.config.dataDir, "dumps"), () => ctx.responseCache.generation());
  csv.sweep(ctx.clock.now().getTime());
  const config = { access: "public" as const, cacheSeconds: CACHE_SECONDS, languageFree: true };

  app.get("/prompts.json", { config, schema: { querystring: DumpPageQuerySchema } }, async (request): Promise<DumpPage> => {
    const { lang, page, size } = request.query;
    const offset = (page - 1) * size;
    const [total, rows] = await Promise.all([countPublicPrompts(db), publicPromptPage(db, offset, size)]);
    return { lang, page, size, total, hasMore: offset + rows.length < total, license, list: await dumpPrompts(db, rows, lang, origin) };
  });

  app.get("/prompts.csv", { config: { access: "public" as const }, schema: { querystring: DumpLanguageQuerySchema } }, async (request, reply) => {
    const { lang } = request.query;
    const download = csv.download(lang);
    if (download.etag) {
      reply.header("etag", download.etag);
      if (request.headers["if-none-match"] === download.etag) {
        download.body.destroy();
        return reply.code(304).send();
      }
    }
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="prompts-${lang}.csv"`)
      .header("cache-control", "no-cache")
      .send(download.body);
  });
}
