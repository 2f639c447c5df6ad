/** SQL of moderation: a prompt's status, and the console's list of prompts by status. */
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prompts, promptTranslations, users } from "../../db/schema.ts";

/** Reads the row and locks it until the transaction ends, so two moderators' actions queue. */
export async function lockPromptStatus(db: Db, id: number): Promise<{ id: number; code: string; status: string } | undefined> {
  const [row] = await db.select({ id: prompts.id, code: prompts.code, status: prompts.status }).from(prompts).where(eq(prompts.id, id)).for("update").limit(1);
  return row;
}

export async function setPromptStatus(db: Db, id: number, status: string, at: Date): Promise<void> {
  await db.update(prompts).set({ status, updatedAt: at }).where(eq(prompts.id, id));
}

export type ModerationRow = {
  id: number;
  code: string;
  title: string | null;
  lan: string;
  status: string;
  authorLoginName: string | null;
  authorNickName: string | null;
  createdAt: Date;
  updatedAt: Date;
  lastReason: string | null;
};

function likePattern(term: string) {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// Spelled out: correlated subqueries on the prompt of the outer row.
const lastReason = sql<
  string | null
>`(select a.reason from "audit_log" a where a.target_type = 'prompt' and a.target_id = "prompts"."id" order by a.id desc limit 1)`;
const titleMatches = (pattern: string) => sql`exists (select 1 from "prompt_translations" t where t.prompt_id = "prompts"."id" and t.title ilike ${pattern})`;

/** Most recently changed first; the title is the version in the prompt's own language. */
export async function listByStatus(
  db: Db,
  filter: { status: string; title?: string; offset: number; limit: number },
): Promise<{ rows: ModerationRow[]; total: number }> {
  const where = and(eq(prompts.status, filter.status), filter.title ? titleMatches(likePattern(filter.title)) : undefined);
  const rows = await db
    .select({
      id: prompts.id,
      code: prompts.code,
      title: promptTranslations.title,
      lan: prompts.lan,
      status: prompts.status,
      authorLoginName: users.loginName,
      authorNickName: users.nickName,
      createdAt: prompts.createdAt,
      updatedAt: prompts.updatedAt,
      lastReason,
    })
    .from(prompts)
    .leftJoin(promptTranslations, and(eq(promptTranslations.promptId, prompts.id), eq(promptTranslations.lan, prompts.lan)))
    .leftJoin(users, eq(users.id, prompts.authorId))
    .where(where)
    .orderBy(desc(prompts.updatedAt), desc(prompts.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(prompts).where(where);
  return { rows, total: total?.n ?? 0 };
}
