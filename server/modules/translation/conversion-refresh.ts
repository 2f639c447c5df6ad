/**
 * Converts again the stored Chinese versions made with an older conversion (issue 23, decision
 * 033), as search tokens are made again after a tokenizer change: a machine-made Chinese version
 * names the conversion it was made with (converted_with); at start, those naming another are
 * converted again from their source version, in the background, a batch at a time. A person's
 * version is never written (the updates require machine = true), and a prompt's search row follows
 * its new text.
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { categoryTranslations, markGroups, prompts, promptTranslations } from "../../db/schema.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { conversionVersion } from "../../lib/chinese/phrases.ts";
import { toTraditionalTaiwan } from "../../lib/chinese/script.ts";
import { loadStoredVersions } from "../prompts/repository.ts";
import * as search from "../search/index.ts";
import { convertVersion } from "../prompts/version-plan.ts";
import { reconverted } from "./conversion-source.ts";
import type { Tx } from "./job-repository.ts";
import { convertCategoryText, pickPromptText } from "./texts.ts";

const BATCH = 100;
const CHINESE = ["zh-CN", "zh-TW"];

/** How many prompts, categories and groups had a version converted again. */
export type RefreshCounts = { prompts: number; categories: number; groups: number };

const stale = (column: typeof promptTranslations.convertedWith | typeof categoryTranslations.convertedWith, version: string) =>
  or(isNull(column), ne(column, version));

/** One prompt, under its row lock (taken first, as every writer of its versions does). */
async function refreshPrompt(tx: Tx, promptId: number, version: string): Promise<boolean> {
  await tx.select({ id: prompts.id }).from(prompts).where(eq(prompts.id, promptId)).for("no key update");
  const versions = await loadStoredVersions(tx, promptId);
  let changed = false;
  for (const { version: v, text } of reconverted(versions, convertVersion)) {
    changed ||= text !== null && JSON.stringify(text) !== JSON.stringify(pickPromptText(v));
    const where = and(eq(promptTranslations.promptId, promptId), eq(promptTranslations.lan, v.lan), eq(promptTranslations.machine, true));
    await tx
      .update(promptTranslations)
      .set({ ...text, convertedWith: version })
      .where(where);
  }
  if (changed) await search.index(tx, promptId, await loadStoredVersions(tx, promptId));
  return changed;
}

async function refreshPrompts(db: Db, version: string, signal: AbortSignal): Promise<number> {
  let after = 0;
  let changed = 0;
  while (!signal.aborted) {
    const rows = await db
      .selectDistinct({ promptId: promptTranslations.promptId })
      .from(promptTranslations)
      .where(
        and(
          gt(promptTranslations.promptId, after),
          eq(promptTranslations.machine, true),
          inArray(promptTranslations.lan, CHINESE),
          stale(promptTranslations.convertedWith, version),
        ),
      )
      .orderBy(asc(promptTranslations.promptId))
      .limit(BATCH);
    if (rows.length === 0) break;
    for (const { promptId } of rows) {
      if (signal.aborted) break;
      if (await db.transaction((tx) => refreshPrompt(tx, promptId, version))) changed += 1;
    }
    after = rows[rows.length - 1]!.promptId;
  }
  return changed;
}

/** Categories are few (tens): one pass, each in its own transaction. */
async function refreshCategories(db: Db, version: string): Promise<number> {
  const ids = await db
    .selectDistinct({ id: categoryTranslations.categoryId })
    .from(categoryTranslations)
    .where(and(eq(categoryTranslations.machine, true), inArray(categoryTranslations.lan, CHINESE), stale(categoryTranslations.convertedWith, version)));
  let changed = 0;
  for (const { id } of ids) {
    const done = await db.transaction(async (tx) => {
      const versions = await tx.select().from(categoryTranslations).where(eq(categoryTranslations.categoryId, id)).for("update");
      let differs = false;
      for (const { version: v, text } of reconverted(versions, convertCategoryText)) {
        differs ||= text !== null && (text.name !== v.name || text.intro !== v.intro);
        const where = and(eq(categoryTranslations.categoryId, id), eq(categoryTranslations.lan, v.lan), eq(categoryTranslations.machine, true));
        await tx
          .update(categoryTranslations)
          .set({ ...text, convertedWith: version })
          .where(where);
      }
      return differs;
    });
    if (done) changed += 1;
  }
  return changed;
}

/** Group titles a person wrote (titles_converted_with null, as the demo's) are left alone. */
async function refreshGroups(db: Db, version: string): Promise<number> {
  const groups = await db
    .select({ id: markGroups.id, title: markGroups.title, zhTW: sql<string | null>`${markGroups.titles}->>'zh-TW'` })
    .from(markGroups)
    .where(and(isNotNull(markGroups.titlesConvertedWith), ne(markGroups.titlesConvertedWith, version)));
  let changed = 0;
  for (const group of groups) {
    const converted = toTraditionalTaiwan(group.title);
    if (converted !== group.zhTW) changed += 1;
    await db
      .update(markGroups)
      .set({ titles: sql`${markGroups.titles} || ${JSON.stringify({ "zh-TW": converted })}::jsonb`, titlesConvertedWith: version })
      .where(and(eq(markGroups.id, group.id), isNotNull(markGroups.titlesConvertedWith)));
  }
  return changed;
}

/** Converts again every stored conversion not made with the current one; stops between prompts once `signal` aborts. */
export async function refreshConversions(db: Db, signal: AbortSignal = new AbortController().signal): Promise<RefreshCounts> {
  const version = conversionVersion();
  const categories = await refreshCategories(db, version);
  const groups = await refreshGroups(db, version);
  const promptCount = await refreshPrompts(db, version, signal);
  return { prompts: promptCount, categories, groups };
}

/** The refresh started with the app: `done` resolves when it has finished; `stop` ends it between prompts and waits. */
export type ConversionRefresh = { done: Promise<RefreshCounts | undefined>; stop(): Promise<void> };

/**
 * Starts the refresh in the background at start-up: readers get the older conversion until their
 * prompt's turn comes. The public cache is emptied when anything changed.
 */
export function startConversionRefresh(ctx: Pick<AppContext, "database" | "responseCache">, log: FastifyBaseLogger): ConversionRefresh {
  const controller = new AbortController();
  const done = refreshConversions(ctx.database.db, controller.signal).then(
    (counts) => {
      if (counts.prompts + counts.categories + counts.groups > 0) {
        ctx.responseCache.invalidate();
        log.info(counts, "conversion: stored zh-CN / zh-TW versions converted again with the current phrase dictionary");
      }
      return counts;
    },
    (error: unknown) => {
      // Not fatal: the versions stay as they were and the next start tries again.
      if (!controller.signal.aborted) log.error({ err: error }, "conversion: refreshing stored conversions failed");
      return undefined;
    },
  );
  return {
    done,
    async stop() {
      controller.abort();
      await done;
    },
  };
}
