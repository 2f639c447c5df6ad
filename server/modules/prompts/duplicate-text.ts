/**
 * The duplicate check of issue #22: a prompt published with the same text as one its author can
 * already see is refused, naming that prompt. "The same" survives the usual disguises: the other
 * Chinese script (OpenCC's Taiwan-phrase conversion, then the per-character fold of search),
 * full-width forms (NFKC), letter case, and whitespace, punctuation and invisible characters,
 * which are dropped. The normalised text is hashed into prompts.text_hash (migration 0012) and
 * looked up through its index, so the check costs one index probe at any catalogue size.
 */
import { createHash } from "node:crypto";
import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { prompts, promptTranslations } from "../../db/schema.ts";
import type { AuthUser } from "../../lib/access.ts";
import { foldToSimplified, toSimplified } from "../../lib/chinese/script.ts";
import { AppError } from "../../lib/errors.ts";
import { visibleTo } from "../catalog/prompt-list-repository.ts";

/** Whitespace, punctuation, separators, control and format characters (zero-width, bidi). */
const NOT_COUNTED = /[\s\p{P}\p{Z}\p{Cc}\p{Cf}]+/gu;

export function normalisedText(text: string): string {
  return foldToSimplified(toSimplified(text.normalize("NFKC")))
    .toLowerCase()
    .replace(NOT_COUNTED, "");
}

/** "" for a text with nothing left once normalised: no two such texts are called the same. */
export function textHash(text: string): string {
  const normalised = normalisedText(text);
  return normalised === "" ? "" : createHash("sha256").update(normalised).digest("base64url");
}

/**
 * A prompt other than `excludeId` with the same hash that the author can see: published at their
 * access level, or their own; with its title in `lan` (else in its own language).
 */
export async function findDuplicate(
  db: Db,
  actor: AuthUser,
  lan: string,
  hash: string,
  excludeId?: number,
): Promise<{ code: string; title: string } | undefined> {
  return (await findDuplicates(db, actor, lan, [hash], excludeId)).get(hash);
}

/** findDuplicate for several hashes in one statement: a prompt for each hash that has one. */
export async function findDuplicates(
  db: Db,
  actor: AuthUser,
  lan: string,
  hashes: string[],
  excludeId?: number,
): Promise<Map<string, { code: string; title: string }>> {
  if (hashes.length === 0) return new Map();
  const inLan = alias(promptTranslations, "in_lan");
  const found = await db
    .selectDistinctOn([prompts.textHash], {
      hash: prompts.textHash,
      code: prompts.code,
      title: sql<string>`coalesce(${inLan.title}, ${promptTranslations.title})`,
    })
    .from(prompts)
    .innerJoin(promptTranslations, and(eq(promptTranslations.promptId, prompts.id), eq(promptTranslations.lan, prompts.lan)))
    .leftJoin(inLan, and(eq(inLan.promptId, prompts.id), eq(inLan.lan, lan)))
    .where(
      and(
        inArray(prompts.textHash, hashes),
        excludeId === undefined ? undefined : ne(prompts.id, excludeId),
        or(visibleTo({ level: actor.role }), eq(prompts.authorId, actor.id)),
      ),
    );
  return new Map(found.map(({ hash, code, title }) => [hash!, { code, title }]));
}

/**
 * Throws a 409 on the text field when findDuplicate finds one, naming it by code and title.
 * Holds a transaction-scoped lock on the hash first, so two parallel posts of one text cannot both pass.
 */
export async function assertNotDuplicate(tx: Db, actor: AuthUser, lan: string, hash: string, excludeId?: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${hash}, 0))`);
  const found = await findDuplicate(tx, actor, lan, hash, excludeId);
  if (found) throw new AppError(409, 40900, "promptDuplicate", { code: found.code, title: found.title }, {}, "prompt");
}

const BACKFILL_BATCH = 1000;

/** Hashes the prompts written before migration 0012 (text_hash null), by id; returns how many. */
export async function backfillTextHashes(db: Db, onBatch: (done: number) => void = () => {}): Promise<number> {
  let after = 0;
  let done = 0;
  for (;;) {
    const rows = await db
      .select({ id: prompts.id, prompt: promptTranslations.prompt })
      .from(prompts)
      .innerJoin(promptTranslations, and(eq(promptTranslations.promptId, prompts.id), eq(promptTranslations.lan, prompts.lan)))
      .where(and(gt(prompts.id, after), isNull(prompts.textHash)))
      .orderBy(asc(prompts.id))
      .limit(BACKFILL_BATCH);
    if (rows.length === 0) return done;
    const hashes = rows.map((row) => ({ id: row.id, hash: textHash(row.prompt) }));
    await db.execute(sql`
      update prompts p set text_hash = x.hash
      from json_to_recordset(${JSON.stringify(hashes)}::json) as x(id int, hash text) where p.id = x.id`);
    done += rows.length;
    onBatch(done);
    after = rows[rows.length - 1]!.id;
  }
}
