/**
 * Review before publish (docs/decisions/028): prompts and comments awaiting review, oldest first,
 * and an administrator's approve (published) or reject (hidden, with a reason), both in the trail.
 */
import { sql } from "drizzle-orm";
import type { ReportQueueQuery, ReportTargetType, ReviewBody, ReviewPage } from "../../../contract/reports.ts";
import { queryRows } from "../../db/query-rows.ts";
import type { AuthUser } from "../../lib/access.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { applyCommentAction } from "./comment-moderation.ts";
import { afterPromptAction, applyPromptAction } from "./service.ts";

type PendingRow = {
  target_type: ReportTargetType;
  id: number;
  prompt_code: string;
  text: string;
  login_name: string | null;
  nick_name: string | null;
  at: Date | string;
};

const epochSeconds = (date: Date | string) => String(Math.floor(new Date(date).getTime() / 1000));

export async function reviewQueue(ctx: AppContext, query: ReportQueueQuery): Promise<ReviewPage> {
  const db = ctx.database.db;
  const offset = (query.page - 1) * query.limit;
  const pending = sql`
    select 'prompt' as target_type, p.id, p.code as prompt_code, coalesce(t.title, '') as text, p.author_id as author_id, p.updated_at as at
      from prompts p left join prompt_translations t on t.prompt_id = p.id and t.lan = p.lan where p.status = 'pending'
    union all
    select 'comment', r.id, p.code, r.content, r.user_id, r.updated_at
      from ratings r join prompts p on p.id = r.prompt_id where r.status = 'pending'`;
  const rows = await queryRows<PendingRow>(
    db,
    sql`select q.target_type, q.id, q.prompt_code, q.text, u.login_name, u.nick_name, q.at
        from (${pending}) q left join users u on u.id = q.author_id
        order by q.at, q.target_type, q.id limit ${query.limit} offset ${offset}`,
  );
  const [total] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${pending}) q`);
  const n = total?.n ?? 0;
  const list = rows.map((row) => ({
    targetType: row.target_type,
    targetId: Number(row.id),
    promptCode: row.prompt_code,
    text: row.text,
    author: row.login_name === null ? null : { loginName: row.login_name, nickName: row.nick_name ?? row.login_name },
    createTime: epochSeconds(row.at),
  }));
  return { list, total: n, page: query.page, hasMore: offset + rows.length < n };
}

export async function reviewItem(
  ctx: AppContext,
  actor: AuthUser,
  targetType: ReportTargetType,
  targetId: number,
  body: ReviewBody,
): Promise<{ status: string }> {
  const at = ctx.clock.now();
  const result = await ctx.database.db.transaction((tx) =>
    targetType === "prompt"
      ? applyPromptAction(tx, actor.id, targetId, body.action, body.reason, at)
      : applyCommentAction(tx, actor.id, targetId, body.action, body.reason, at),
  );
  if (targetType === "prompt") await afterPromptAction(ctx, targetId, body.action);
  else ctx.responseCache.invalidate();
  return { status: result.status };
}
