/**
 * A catalogue's worth of prompts added to the demo's hundred, so the planner prices a statement as
 * it does in production (on the demo alone any plan looks cheap). Each goes in one of the demo's
 * categories, in turn; its hot value is spread over 0–10,006.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

export const PLAN_CATALOGUE = 20_000;

export async function addPlanCatalogue(db: Db): Promise<void> {
  await db.execute(sql`insert into prompts (code, hot) select 'plan-' || i, (i * 7919) % 10007 from generate_series(1, ${sql.raw(String(PLAN_CATALOGUE))}) i`);
  await db.execute(sql`insert into prompt_categories (prompt_id, category_id)
    select p.id, c.id from prompts p join categories c on p.id % (select count(*) from categories) = c.id % (select count(*) from categories)
    where p.code like 'plan-%'`);
  await db.execute(sql`analyze`);
}
