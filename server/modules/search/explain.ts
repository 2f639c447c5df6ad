/**
 * How a search reached its page: the step of planner.ts that produced it, and the access
 * path to the prompts table of each statement involved (EXPLAIN, under the plan that step
 * forces). "gin" is the search-token index, "title gin" the title-token index, prompts_hot the
 * popularity order, "seq" a scan, "counts" the token counts when they made step 1 needless.
 */
import { sql, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { SEARCH_LIMITS } from "./limits.ts";
import { searchPage, type SearchQuery } from "./planner.ts";
import { searchStatements, STEP_PLANS, withPlan } from "./statements.ts";

export type PlanSummary = { via: string; paths: string[] };

type PlanNode = { "Node Type"?: string; "Index Name"?: string; "Relation Name"?: string; Plans?: PlanNode[] };

function accessPaths(node: PlanNode, found: Set<string>): Set<string> {
  const type = node["Node Type"] ?? "";
  if (type === "Bitmap Index Scan" && node["Index Name"] === "prompt_search_tokens") found.add("gin");
  else if (type === "Bitmap Index Scan" && node["Index Name"] === "prompt_search_title_tokens") found.add("title gin");
  else if (/Index/.test(type) && node["Index Name"]?.startsWith("prompts_")) found.add(node["Index Name"]);
  else if (type === "Seq Scan" && node["Relation Name"] === "prompts") found.add("seq");
  for (const child of node.Plans ?? []) accessPaths(child, found);
  return found;
}

/** EXPLAIN (FORMAT JSON) of a drizzle query; PGlite parses the JSON, postgres.js may not. */
async function explainStatement(db: Db, query: SQLWrapper): Promise<PlanNode> {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`explain (format json) ${query}`);
  const value = row ? Object.values(row)[0] : undefined;
  const parsed = (typeof value === "string" ? JSON.parse(value) : value) as Array<{ Plan: PlanNode }> | undefined;
  const plan = parsed?.[0]?.Plan;
  if (!plan) throw new Error("EXPLAIN returned no plan");
  return plan;
}

/** How `page` answers `query` (for benches: it runs the page, then EXPLAINs each statement it ran). */
export async function explain(db: Db, query: SearchQuery): Promise<PlanSummary> {
  const { base, terms, keys, offset, size, visibleAt } = query;
  const limits = query.limits ?? SEARCH_LIMITS;
  const { via, steps } = await searchPage(db, base, terms, keys, offset, size, limits, visibleAt);
  const paths = new Set<string>();
  if (steps.includes("tokenCount") && !steps.includes("candidates")) paths.add("counts");
  for (const name of new Set(steps)) {
    // The token count reads search_token_counts by its primary key: no path to the prompts.
    if (name === "tokenCount") continue;
    const node = await withPlan(db, STEP_PLANS[name], (tx) => {
      const statements = searchStatements(tx, base, terms, keys, offset, size, limits);
      return explainStatement(tx, name === "probe" ? statements.probe(visibleAt ?? 0) : statements[name]());
    });
    accessPaths(node, paths);
  }
  return { via, paths: [...paths].sort() };
}
