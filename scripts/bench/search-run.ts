/**
 * One engine's half of `npm run bench:search`: the app listening on 127.0.0.1, every query of the
 * fixed list through GET /api/listPrompt, then the same words as a plain ILIKE scan straight on
 * the database, and the plan PostgreSQL picks for each search.
 */
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import type { Database, Db } from "../../server/db/client.ts";
import { queryRows } from "../../server/db/query-rows.ts";
import { filterConditions } from "../../server/modules/catalog/prompt-list-repository.ts";
import { sortKeys } from "../../server/db/prompt-row.ts";
import * as search from "../../server/modules/search/index.ts";
import type { BenchQuery } from "./search-queries.ts";
import { percentile } from "./stats.ts";

export type QueryResult = BenchQuery & { ms: number; total: number; scanMs?: number; scanRows?: number; plan?: search.PlanSummary };

/** How search answers listPrompt?title=q&sortByHot=1 for a visitor, first page. */
function planOf(db: Db, q: string): Promise<search.PlanSummary> {
  const terms = search.parse(q);
  if (terms.tokens.length === 0) return Promise.resolve({ via: "no search", paths: [] });
  const visitor = { userId: null, level: 0 };
  const query = {
    base: filterConditions(visitor, {}),
    terms,
    keys: sortKeys("hot", undefined),
    offset: 0,
    size: 12,
    visibleAt: visitor.level,
    exactTotal: false,
  };
  return search.explain(db, query);
}

type Reply = { code: number; data: { total: number; list: unknown[] } };

function get(agent: http.Agent, port: number, pathAndQuery: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: pathAndQuery, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (c: Buffer) => chunks.push(c));
      response.on("end", () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")) as Reply);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

const listPath = (q: string) => `/api/listPrompt?title=${encodeURIComponent(q)}&sortByHot=1`;

/**
 * The naive search this design replaces: a case-insensitive substring scan over every language
 * version, most popular first (in the order of prompts_hot, so common words stop early as they
 * would with the best plan). It knows nothing of scripts or word boundaries, so it is a cost
 * baseline, not a result baseline.
 */
function scanQuery(q: string) {
  const pattern = `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`select p.id from prompts p
    where p.status = 'published' and p.vip_level <= 0
      and exists (select 1 from prompt_translations t where t.prompt_id = p.id
        and (t.title ilike ${pattern} or t.description ilike ${pattern} or t.prompt ilike ${pattern}))
    order by p.hot desc nulls last, p.id desc nulls last limit 12`;
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

/**
 * repeat: rounds over the list, each query's time being its median; scanEvery: run the ILIKE
 * baseline for one query in this many (0: none), since a scan takes seconds at 100k.
 */
export type RunOptions = { repeat: number; scanEvery: number; plans: boolean; log: (line: string) => void };

export async function runSearchBench(database: Database, queries: readonly BenchQuery[], options: RunOptions): Promise<QueryResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-bench-"));
  const config = loadConfig(
    {},
    {
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      SEED: "none",
      JWT_SECRET: "bench-secret-bench-secret-bench-secret-00",
      ADMIN_PASSWORD: "bench-admin-password",
    },
  );
  const app = await buildApp(config, { database, pages: false });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const port = (app.server.address() as AddressInfo).port;
    // Anonymous replies are cached for a few seconds; every measured request must reach the database.
    const forget = () => app.appContext.responseCache.invalidate();

    options.log("warm-up");
    for (const { q } of queries) {
      forget();
      await get(agent, port, listPath(q));
    }
    options.log(`listPrompt (${options.repeat} rounds)`);
    const results: QueryResult[] = queries.map((query) => ({ ...query, ms: 0, total: -1 }));
    const samples = queries.map((): number[] => []);
    // Whole rounds rather than repeats in a row, so a burst of load from elsewhere on a shared
    // machine lands on different queries each time and the median per query discards it.
    for (let round = 0; round < options.repeat; round++) {
      for (const [index, result] of results.entries()) {
        forget();
        const { ms, value } = await timed(() => get(agent, port, listPath(result.q)));
        if (value.code !== 0) throw new Error(`listPrompt failed for ${JSON.stringify(result.q)}: ${JSON.stringify(value)}`);
        samples[index]?.push(ms);
        result.total = value.data.total;
      }
    }
    for (const [index, result] of results.entries()) result.ms = percentile(samples[index] ?? [], 50);
    if (options.scanEvery > 0) {
      options.log(`ILIKE scan (every ${options.scanEvery === 1 ? "" : `${options.scanEvery}th `}query)`);
      for (const [index, result] of results.entries()) {
        if (index % options.scanEvery !== 0) continue;
        const { ms, value } = await timed(() => queryRows(database.db, scanQuery(result.q)));
        result.scanMs = ms;
        result.scanRows = value.length;
      }
    }
    if (options.plans) {
      options.log("plans");
      for (const result of results) result.plan = await planOf(database.db, result.q);
    }
    return results;
  } finally {
    agent.destroy();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Milliseconds of one full scan, to tell the reader what the baseline costs at this size. */
export async function databaseSize(database: Database): Promise<Record<string, string>> {
  const [row] = await queryRows<Record<string, string>>(
    database.db,
    sql`select pg_size_pretty(pg_total_relation_size('prompts')) as prompts,
      pg_size_pretty(pg_total_relation_size('prompt_translations')) as translations,
      pg_size_pretty(pg_relation_size('prompt_search_tokens')) as search_index`,
  );
  return row ?? {};
}
