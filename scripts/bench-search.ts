/**
 * npm run bench:search [-- --fresh] [--prompts N] [--seed S] [--repeat R] [--scan-every K] [--pglite-buffers MB]
 *
 * Builds a generated catalogue (100,000 prompts by default) on PGlite, and on PostgreSQL too when
 * DATABASE_URL or TEST_DATABASE_URL names a server (in a fresh database dropped afterwards), then
 * times the fixed list of 200 searches through GET /api/listPrompt over loopback HTTP, and in the
 * same run a plain ILIKE '%q%' scan of the same data as the baseline. Prints p50 / p95 per engine
 * and class of query with the ratio, the plans the database chose, and writes
 * bench-results-search.json. Timings belong here, never in tests.
 */
import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { queryRows } from "../server/db/query-rows.ts";
import { GENERATOR_VERSION, type GenerateResult } from "./catalogue/generate.ts";
import { openBenchPglite, openBenchPostgres, type BenchDatabase } from "./bench/bench-database.ts";
import { QUERY_CLASSES, SEARCH_QUERIES } from "./bench/search-queries.ts";
import { databaseSize, runSearchBench, type QueryResult } from "./bench/search-run.ts";
import { formatTable, percentile, round } from "./bench/stats.ts";

const RESULTS_FILE = "bench-results-search.json";
const GOAL_P95_MS = 20;

const { values: args } = parseArgs({
  options: {
    fresh: { type: "boolean", default: false },
    prompts: { type: "string", default: "100000" },
    seed: { type: "string", default: "1" },
    // Every query by default: a sample of every 4th held only common 2-character terms, which a
    // scan down the popularity order answers in milliseconds (docs/benchmarks/search.md).
    "scan-every": { type: "string", default: "1" },
    // Each query's time is its median over this many rounds (the machine is shared).
    repeat: { type: "string", default: "3" },
    // PGlite's page cache in MB, as PGLITE_SHARED_BUFFERS_MB sets it for the server (unset: the
    // server's default, sized by the data).
    "pglite-buffers": { type: "string" },
  },
});
const spec = { prompts: Number(args.prompts), seed: Number(args.seed) };
const scanEvery = Number(args["scan-every"]);
const repeat = Number(args.repeat);
const pgliteBuffers = args["pglite-buffers"] === undefined ? undefined : Number(args["pglite-buffers"]);
if (
  ![spec.prompts, spec.seed, scanEvery, repeat, pgliteBuffers ?? 1].every(Number.isInteger) ||
  spec.prompts < 1 ||
  scanEvery < 0 ||
  repeat < 1 ||
  (pgliteBuffers ?? 1) < 1
) {
  console.error("--prompts, --seed, --repeat, --scan-every and --pglite-buffers take whole numbers (--scan-every 0 skips the baseline)");
  process.exit(2);
}
const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const log = (line: string) => process.stderr.write(`${line}\n`);

type ClassRow = {
  cls: string;
  queries: number;
  p50: number;
  p95: number;
  scanned: number;
  scanP50: number;
  scanP95: number;
  ratioP50: number;
  ratioP95: number;
  gin: number;
  counted: number;
  walks: number;
  titles: number;
  bodyWalks: number;
  all: number;
  seq: number;
};

function summarise(results: readonly QueryResult[]): ClassRow[] {
  return [...QUERY_CLASSES, "all" as const].map((cls) => {
    const of = results.filter((r) => cls === "all" || r.cls === cls);
    const ms = of.map((r) => r.ms);
    const scanned = of.filter((r) => r.scanMs !== undefined);
    const scan = scanned.map((r) => r.scanMs ?? 0);
    // Ratios compare the same queries: the scanned ones.
    const pairedMs = scanned.map((r) => r.ms);
    const scanP50 = percentile(scan, 50);
    const scanP95 = percentile(scan, 95);
    return {
      cls,
      queries: of.length,
      p50: round(percentile(ms, 50)),
      p95: round(percentile(ms, 95)),
      scanned: scanned.length,
      scanP50: round(scanP50),
      scanP95: round(scanP95),
      ratioP50: round(scanP50 / percentile(pairedMs, 50)),
      ratioP95: round(scanP95 / percentile(pairedMs, 95)),
      gin: of.filter((r) => r.plan?.paths.includes("gin")).length,
      counted: of.filter((r) => r.plan?.paths.includes("counts")).length,
      walks: of.filter((r) => r.plan?.via === "title walk").length,
      titles: of.filter((r) => r.plan?.via === "titles").length,
      bodyWalks: of.filter((r) => r.plan?.via === "body walk").length,
      all: of.filter((r) => r.plan?.via === "all matches").length,
      seq: of.filter((r) => r.plan?.paths.includes("seq")).length,
    };
  });
}

function printEngine(engine: string, rows: ClassRow[], results: readonly QueryResult[]) {
  console.log(
    `\n${engine}: GET /api/listPrompt?title=…&sortByHot=1 (median of ${repeat} rounds per query) vs ILIKE scan, ms; sequential, loopback; × = scan ÷ list on the scanned queries`,
  );
  console.log(
    formatTable(
      [
        "class",
        "n",
        "list p50",
        "list p95",
        "scanned",
        "scan p50",
        "scan p95",
        "×p50",
        "×p95",
        "gin",
        "counted",
        "title walk",
        "titles",
        "body walk",
        "all matches",
        "seq",
      ],
      rows.map((r) => [
        r.cls,
        r.queries,
        r.p50,
        r.p95,
        r.scanned,
        r.scanP50,
        r.scanP95,
        r.ratioP50,
        r.ratioP95,
        r.gin,
        r.counted,
        r.walks,
        r.titles,
        r.bodyWalks,
        r.all,
        r.seq,
      ]),
    ),
  );
  const slow = [...results].sort((a, b) => b.ms - a.ms).slice(0, 8);
  console.log(
    `slowest searches: ${slow.map((r) => `${JSON.stringify(r.q)} ${round(r.ms)} ms (total ${r.total}${r.plan ? `, ${r.plan.via} via ${r.plan.paths.join("+")}` : ""})`).join("; ")}`,
  );
  const missed = rows.filter((r) => r.cls !== "all" && r.p95 > GOAL_P95_MS).map((r) => r.cls);
  console.log(missed.length ? `goal missed (p95 > ${GOAL_P95_MS} ms): ${missed.join(", ")}` : `goal met: p95 under ${GOAL_P95_MS} ms in every class`);
}

async function benchEngine(engine: "pglite" | "postgres", open: () => Promise<BenchDatabase>) {
  log(`${engine}: preparing ${spec.prompts.toLocaleString("en")} prompts (seed ${spec.seed}, generator v${GENERATOR_VERSION})`);
  const bench = await open();
  try {
    const generation: GenerateResult | undefined = bench.generated ?? bench.recorded;
    if (bench.generated)
      log(
        `${engine}: generated in ${round(bench.generated.totalMs / 1000)} s (load ${round(bench.generated.loadMs / 1000)} s, GIN index ${round(bench.generated.indexMs / 1000)} s, vacuum analyse ${round(bench.generated.analyseMs / 1000)} s)`,
      );
    else log(`${engine}: reusing the cached catalogue (built in ${round((generation?.totalMs ?? 0) / 1000)} s; --fresh rebuilds it)`);
    const size = await databaseSize(bench.database);
    const sharedBuffers = (await queryRows<{ shared_buffers: string }>(bench.database.db, sql`show shared_buffers`))[0]?.shared_buffers;
    log(`${engine}: shared_buffers ${sharedBuffers}`);
    const results = await runSearchBench(bench.database, SEARCH_QUERIES, { repeat, scanEvery, plans: true, log: (l) => log(`${engine}: ${l}`) });
    const classes = summarise(results);
    printEngine(engine, classes, results);
    return {
      generation,
      reusedCatalogue: !bench.generated,
      size,
      sharedBuffers,
      classes,
      queries: results.map((r) => ({ ...r, ms: round(r.ms, 2), scanMs: r.scanMs === undefined ? undefined : round(r.scanMs, 2) })),
    };
  } finally {
    await bench.dispose();
  }
}

const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadAverage: os.loadavg().map((l) => round(l, 2)), node: process.version },
  catalogue: { ...spec, generatorVersion: GENERATOR_VERSION },
  run: { repeat, scanEvery, pgliteSharedBuffersMb: pgliteBuffers ?? "default" },
  goal: { p95Ms: GOAL_P95_MS },
  engines: {},
};
const engines = report.engines as Record<string, unknown>;
engines.pglite = await benchEngine("pglite", () => openBenchPglite(spec, args.fresh, pgliteBuffers));
if (postgresUrl) engines.postgres = await benchEngine("postgres", () => openBenchPostgres(postgresUrl, spec));
else log("PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to bench it too.");
fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
log(`results written to ${RESULTS_FILE}`);
