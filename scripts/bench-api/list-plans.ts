/**
 * The plans behind the listPrompt rows: each call runs once through a second drizzle instance on
 * the same connection that records its statements, and each statement is EXPLAINed. Summarised as
 * the scans they use (an index by name, or "Seq Scan prompts"), so a missing index shows up in the
 * bench's output on either engine without depending on how the repository builds its SQL.
 */
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import type { Sql } from "postgres";
import { ListPromptQuerySchema } from "../../contract/catalog.ts";
import { ACCESS } from "../../contract/constants.ts";
import type { Database, Db } from "../../server/db/client.ts";
import * as schema from "../../server/db/schema.ts";
import { listPrompts } from "../../server/modules/catalog/prompt-service.ts";

type Statement = { query: string; params: unknown[] };
type PlanNode = { "Node Type"?: string; "Index Name"?: string; "Relation Name"?: string; Plans?: PlanNode[] };

export type ListPlan = { path: string; statements: Array<{ sql: string; scans: string[] }> };

/** A scan under a Limit stops early (a capped count): it is marked, the unbounded ones are not. */
function scans(node: PlanNode, found: string[] = [], limited = false): string[] {
  const type = node["Node Type"] ?? "";
  if (/Scan/.test(type) && (node["Index Name"] || node["Relation Name"])) {
    found.push(`${type} ${node["Index Name"] ?? node["Relation Name"]}${limited && type === "Seq Scan" ? " (under a limit)" : ""}`);
  }
  for (const child of node.Plans ?? []) scans(child, found, limited || type === "Limit");
  return found;
}

async function explain(database: Database, statement: Statement): Promise<PlanNode> {
  const text = `explain (format json) ${statement.query}`;
  const client = (database.db as unknown as { $client: PGlite | Sql }).$client;
  const rows =
    database.engine === "pglite"
      ? (await (client as PGlite).query<Record<string, unknown>>(text, statement.params)).rows
      : ((await (client as Sql).unsafe(text, statement.params as never[])) as unknown as Array<Record<string, unknown>>);
  const value = rows[0] ? Object.values(rows[0])[0] : undefined;
  const parsed = (typeof value === "string" ? JSON.parse(value) : value) as Array<{ Plan: PlanNode }>;
  return parsed[0]!.Plan;
}

/** paths: /api/listPrompt?… URLs; each is parsed as the route does, for an anonymous zh-CN reader. */
export async function listPlans(database: Database, paths: string[]): Promise<ListPlan[]> {
  const recorded: Statement[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => recorded.push({ query, params }) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const recording = (database.engine === "pglite"
    ? drizzlePglite(client as PGlite, { schema, logger })
    : drizzlePostgres(client as Sql, { schema, logger })) as unknown as Db;
  const plans: ListPlan[] = [];
  for (const path of paths) {
    const query = ListPromptQuerySchema.parse(Object.fromEntries(new URL(path, "http://bench").searchParams));
    recorded.length = 0;
    await listPrompts(recording, { userId: null, level: ACCESS.everyone }, "zh-CN", query);
    const statements = [];
    // The reply's own statements; the enrichment of the page's rows (by id) is left out.
    for (const statement of recorded.filter((s) => /from "prompts"/.test(s.query) || /"prompts"\./.test(s.query))) {
      statements.push({ sql: statement.query.slice(0, 80), scans: [...new Set(scans(await explain(database, statement)))] });
    }
    plans.push({ path, statements });
  }
  return plans;
}
