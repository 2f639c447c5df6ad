/**
 * npm run bench [-- --prompts N] [--seed S] [--duration S] [--warmup S] [--connections N]
 *               [--threads N] [--no-build] [--only TEXT] [--engine pglite|postgres] [--keep-postgres]
 *               [--workers N]
 *
 * Builds the app (into .tmp/bench-api/build, so a server running from build/ keeps its assets),
 * gives the production server a private copy of the cached 100k-prompt PGlite catalogue (and a
 * fresh PostgreSQL database filled by the same generator when DATABASE_URL is set), starts it as
 * a child process and loads it with wrk, 50 connections: a fixed 3 KB JSON route of the same
 * process as the ceiling, then the public calls and pages (each address asked for once, then a
 * timed warm-up, except in the all-miss rows). Prints req/s, p50, p99 and each row's
 * share of the ceiling, writes bench-results.json, and after a graceful stop checks that the
 * database gained exactly one view or copy per 2xx reply. It also times making a share image and
 * serving it stored (bench-api/share-images.ts), the whole-catalogue CSV (csv-export.ts) and, last,
 * the console's import of a 10,000-row CSV (csv-import.ts). Timings belong here, never in tests.
 * `--engine` benches one engine only; `--keep-postgres` keeps the generated PostgreSQL catalogue as
 * a template database that later runs with the flag copy instead of generating it again.
 * `--workers N` (with `--engine postgres` only) runs the server with WORKERS=N, node:cluster workers
 * on one port, and Redis (REDIS_URL, else the local one; a key prefix of the run's own), which
 * WORKERS needs; `--workers 1` is one process with the same Redis, to compare with.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BENCH_ADMIN_PASSWORD, benchArgs, benchServerEnv } from "./bench/bench-options.ts";
import { GENERATOR_VERSION } from "./catalogue/generate.ts";
import { gitCommit } from "./bench/git-commit.ts";
import { formatTable, round } from "./bench/stats.ts";
import { counterSums, loadTargets, pgliteEngine, postgresEngine, type BenchEngine, type CounterSums } from "./bench-api/api-database.ts";
import { buildInto } from "./bench-api/build.ts";
import { apiRows, GOAL_P99_MS, TAIL_FACTOR, type ApiRow, type CountedKind } from "./bench-api/api-rows.ts";
import { measureCsvExport, type CsvExportResult } from "./bench-api/csv-export.ts";
import { IMPORT_ROWS, measureCsvImport, type CsvImportResult, type ImportRun } from "./bench-api/csv-import.ts";
import { listPlans, type ListPlan } from "./bench-api/list-plans.ts";
import { runLoad, wrkInstalled, type LoadResult } from "./bench-api/load.ts";
import { probeReader } from "./bench-api/readers.ts";
import { treeRssMb, waitForQuietTree } from "./bench-api/process-tree.ts";
import { measureShareImages, type ShareImageResult } from "./bench-api/share-images.ts";
import { startServer, waitUntilIdle } from "./bench-api/server-process.ts";

const RESULTS_FILE = "bench-results.json";
const WORK_DIR = path.resolve(".tmp/bench-api");
const BUILD_DIR = path.join(WORK_DIR, "build");
const IMPORT_NAME = `import ${IMPORT_ROWS / 1000}k CSV`;
/** Counted rows run this much longer, idle, so every reply they asked for lands (see cycle.lua); more than wrk's 5 s timeout. */
const DRAIN_S = 6;
/** Connections that ask for each of a row's addresses once before its warm-up. */
const VISITORS = 8;
/** Issue #26: the server's resident memory after the load rows, at 100,000 prompts on PGlite. */
const GOAL_RSS_MB = 600;

const {
  values: args,
  spec,
  load,
  wholeNumber,
} = benchArgs({ only: { type: "string" }, engine: { type: "string" }, "keep-postgres": { type: "boolean", default: false }, workers: { type: "string" } });
if (args.engine !== undefined && args.engine !== "pglite" && args.engine !== "postgres") {
  console.error("--engine takes pglite or postgres");
  process.exit(2);
}
if (args.workers !== undefined && args.engine !== "postgres") {
  console.error("--workers needs --engine postgres (WORKERS above 1 needs PostgreSQL and Redis)");
  process.exit(2);
}
/** WORKERS and the Redis it needs, for the PostgreSQL server of `--workers N`. */
const workersEnv: Record<string, string> =
  args.workers === undefined
    ? {}
    : {
        WORKERS: String(wholeNumber("workers", 1)),
        REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
        REDIS_KEY_PREFIX: `bench-api-${randomBytes(4).toString("hex")}:`,
      };
/** How the PostgreSQL server runs, in the log and the table: ", WORKERS=2 with Redis", or nothing. */
const workersLabel = workersEnv.WORKERS ? `, WORKERS=${workersEnv.WORKERS} with Redis` : "";
const log = (line: string) => process.stderr.write(`${line}\n`);
const useWrk = wrkInstalled();

type RowResult = {
  name: string;
  firstMs: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  p999Ms: number;
  ratio: number;
  goalRatio?: number;
  goalMs?: number;
  allMiss?: ApiRow["allMiss"];
  /** An all-miss row that asked for more addresses than its list holds, so some were hits. */
  usedUp: boolean;
  requests: number;
  non2xx: number;
  socketErrors: number;
  met: boolean;
};

/**
 * One request per row before the load: a row whose path does not answer 200 measures nothing.
 * Its time is the first, uncached answer (the rows that follow it are not loaded yet). An
 * all-miss row is checked with the last address of its list, which its run should not reach.
 */
async function checkRow(baseUrl: string, row: ApiRow, increments: Record<CountedKind, number>): Promise<number> {
  const started = performance.now();
  const target = row.allMiss ? row.paths.at(-1)! : row.paths[0]!;
  const status = await askOnce(baseUrl, row, target, increments);
  const ms = performance.now() - started;
  if (status !== 200) throw new Error(`${row.name}: ${target} answered ${status}`);
  return ms;
}

/** One request outside the runs; a counted row's comes from a reader of its own and is counted when it succeeds. */
async function askOnce(baseUrl: string, row: ApiRow, target: string, increments: Record<CountedKind, number>): Promise<number> {
  const headers = row.counts ? { ...row.headers, "x-forwarded-for": probeReader() } : row.headers;
  const response = await fetch(`${baseUrl}${target}`, { headers, signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  if (response.ok && row.counts) increments[row.counts] += 1;
  return response.status;
}

/**
 * Asks for each of a row's addresses once, a few at a time, before its warm-up: a row over 1,000
 * prompts then measures them kept in the cache, as its name says, rather than however many of its
 * misses the warm-up happened to reach (the all-miss rows measure misses).
 */
async function visitEach(baseUrl: string, row: ApiRow, increments: Record<CountedKind, number>) {
  const queue = [...row.paths];
  const visitor = async () => {
    for (let target = queue.shift(); target !== undefined; target = queue.shift()) await askOnce(baseUrl, row, target, increments);
  };
  await Promise.all(Array.from({ length: VISITORS }, visitor));
}

async function measureRow(baseUrl: string, row: ApiRow, increments: Record<CountedKind, number>): Promise<LoadResult> {
  const run = async (durationS: number) => {
    await waitUntilIdle(baseUrl);
    const counted = row.counts ? { durationS: durationS + DRAIN_S, countedMs: durationS * 1000 } : { durationS };
    const result = await runLoad(
      { baseUrl, paths: row.paths, headers: row.headers, connections: load.connections, threads: load.threads, ...counted },
      WORK_DIR,
      useWrk,
    );
    if (row.counts) increments[row.counts] += result.requests - result.non2xx;
    if (result.socketErrors > 0) log(`  ${row.name}: ${result.socketErrors} socket errors or timeouts`);
    return result;
  };
  if (load.warmupS > 0 && !row.allMiss) {
    await visitEach(baseUrl, row, increments);
    await run(load.warmupS);
  }
  return run(load.durationS);
}

/** Whether a row met its goals: the share of the ceiling, and p99 (and the first answer for large replies), or issue #26's all-miss goals. */
function metGoals(row: ApiRow, r: LoadResult, ratio: number, firstMs: number, usedUp: boolean): boolean {
  if (row.allMiss) {
    const { goalRps = 0, goalP99Ms = Infinity } = row.allMiss;
    return !usedUp && r.non2xx + r.socketErrors === 0 && r.rps >= goalRps && r.p99Ms <= goalP99Ms && r.p99Ms <= TAIL_FACTOR * r.p50Ms;
  }
  return (row.goalRatio === undefined || ratio >= row.goalRatio) && r.p99Ms < (row.goalMs ?? GOAL_P99_MS) && (row.goalMs === undefined || firstMs < row.goalMs);
}

function summarise(rows: ApiRow[], firstMs: number[], results: LoadResult[]): RowResult[] {
  const ceiling = results[0]!.rps;
  return rows.map((row, k) => {
    const r = results[k]!;
    const ratio = r.rps / ceiling;
    const usedUp = row.allMiss !== undefined && r.requests >= row.paths.length;
    return {
      name: row.name,
      firstMs: round(firstMs[k]!, 1),
      rps: Math.round(r.rps),
      p50Ms: round(r.p50Ms, 2),
      p99Ms: round(r.p99Ms, 2),
      p999Ms: round(r.p999Ms, 2),
      ratio: round(ratio, 3),
      goalRatio: row.goalRatio,
      goalMs: row.goalMs,
      allMiss: row.allMiss,
      usedUp,
      requests: r.requests,
      non2xx: r.non2xx,
      socketErrors: r.socketErrors,
      met: metGoals(row, r, ratio, firstMs[k]!, usedUp),
    };
  });
}

function goalOf(row: RowResult): string {
  if (row.allMiss) {
    const { goalRps, goalP99Ms } = row.allMiss;
    const parts = [goalRps && `≥ ${goalRps} req/s`, goalP99Ms && `p99 ≤ ${goalP99Ms}`, `p99 ≤ ${TAIL_FACTOR}× p50`, "no errors"];
    return `${parts.filter(Boolean).join(", ")}${row.usedUp ? " (LIST USED UP: some hits)" : ""}`;
  }
  if (row.goalMs !== undefined) return `first and p99 < ${row.goalMs}`;
  return row.goalRatio ? `≥ ${row.goalRatio * 100}%, p99 < ${GOAL_P99_MS}` : `p99 < ${GOAL_P99_MS}`;
}

function printTable(engine: string, rows: RowResult[]) {
  const workers = engine === "postgres" ? workersLabel : "";
  console.log(
    `\n${engine}${workers}: ${load.connections} connections, ${load.threads} threads, ${load.durationS} s after ${load.warmupS} s warm-up (${useWrk ? "wrk" : "node load generator"})`,
  );
  console.log(
    formatTable(
      ["endpoint", "first ms", "req/s", "p50 ms", "p99 ms", "p99.9 ms", "× ceiling", "errors", "goal", "met"],
      rows.map((r) => [
        r.name,
        r.firstMs,
        r.rps,
        r.p50Ms,
        r.p99Ms,
        r.p999Ms,
        `${round(r.ratio * 100)}%`,
        r.non2xx + r.socketErrors,
        goalOf(r),
        r.met ? "yes" : "NO",
      ]),
    ),
  );
}

async function benchEngine(setup: BenchEngine) {
  const prepared = await setup.withDatabase(async (database) => {
    const targets = await loadTargets(database, 1000);
    // The all-miss rows' thousands of addresses repeat the plans of the rows before them.
    const listPaths = apiRows(targets).flatMap((row) => (row.allMiss ? [] : row.paths.filter((p) => p.startsWith("/api/listPrompt"))));
    return { targets, before: await counterSums(database), plans: await listPlans(database, listPaths) };
  });
  const { targets, before, plans } = prepared;
  printPlans(setup.engine, plans);
  const rows = apiRows(targets).filter((row, k) => k === 0 || !args.only || row.name.includes(args.only));
  const logFile = path.join(WORK_DIR, `server-${setup.engine}.log`);
  // Loopback is the bench's proxy: the counted rows name a reader per request (counted.lua).
  const env: Record<string, string> = {
    ...benchServerEnv(BUILD_DIR),
    DATABASE_URL: "",
    ...setup.serverEnv,
    ...(setup.engine === "postgres" ? workersEnv : {}),
  };
  const server = await startServer(env, logFile);
  const workers = setup.engine === "postgres" ? workersLabel : "";
  log(`${setup.engine}: server pid ${server.pid}${workers} on ${server.baseUrl} (log ${path.relative(process.cwd(), logFile)})`);
  // The first worker to listen answers /api/health already: wait for the others to be up too.
  if (env.WORKERS) await waitForQuietTree(server.pid, Number(env.WORKERS) > 1 ? Number(env.WORKERS) : 0);
  const counted: Record<CountedKind, number> = { clicks: 0, copies: 0 };
  const results: LoadResult[] = [];
  let csvExport: CsvExportResult | undefined;
  let csvImport: CsvImportResult | undefined;
  let shareImages: ShareImageResult | undefined;
  const firstMs: number[] = [];
  let rssAfterRowsMb: number;
  try {
    // Before the rows: it makes the images the og:image row then reads.
    if (!args.only || "og:image".includes(args.only)) shareImages = await measureShareImages(server.baseUrl, targets.codes);
    for (const row of rows) firstMs.push(await checkRow(server.baseUrl, row, counted));
    for (const row of rows) {
      log(`${setup.engine}: ${row.name}`);
      results.push(await measureRow(server.baseUrl, row, counted));
    }
    rssAfterRowsMb = treeRssMb(server.pid);
    if (!args.only || "prompts.csv".includes(args.only)) {
      log(`${setup.engine}: prompts.csv, the whole catalogue`);
      csvExport = await measureCsvExport(server.baseUrl, server.pid);
    }
    // Last: it adds prompts.
    if (!args.only || IMPORT_NAME.includes(args.only)) {
      log(`${setup.engine}: ${IMPORT_NAME}, dry run and real run`);
      csvImport = await measureCsvImport(server.baseUrl, server.pid, BENCH_ADMIN_PASSWORD, targets.categoryCodes[0]!);
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  // The graceful stop writes the buffered counters; a forced exit would lose them.
  const code = await server.stop();
  if (code !== 0) throw new Error(`the server did not shut down cleanly (exit ${code}); see ${logFile}`);
  const table = summarise(rows, firstMs, results);
  printTable(setup.engine, table);
  console.log(
    `${setup.engine} server RSS after the rows (with its workers): ${rssAfterRowsMb} MB (goal on PGlite at 100,000 prompts: under ${GOAL_RSS_MB} MB)`,
  );
  if (csvExport) printCsvExport(setup.engine, csvExport);
  if (csvImport) printCsvImport(setup.engine, csvImport);
  const after = await setup.withDatabase(counterSums);
  return { rows: table, rssAfterRowsMb, csvExport, csvImport, shareImages, counters: checkCounters(setup.engine, before, after, counted), plans };
}

function printCsvExport(engine: string, r: CsvExportResult) {
  const mb = round(r.bytes / 1024 / 1024, 1);
  console.log(
    `${engine} prompts.csv: ${r.rows.toLocaleString("en")} prompts, ${mb} MB; first download ${round(r.firstS, 1)} s, kept file ${round(r.keptS, 2)} s; server RSS ${r.rssBeforeMb} MB before, ${r.peakRssMb} MB at most`,
  );
}

function printCsvImport(engine: string, r: CsvImportResult) {
  const run = (name: string, x: ImportRun) =>
    `${name} ${round(x.seconds, 1)} s in ${x.requests} requests (add ${x.counts.add}, added ${x.counts.added}, skip ${x.counts.skip}, error ${x.counts.error})`;
  const mb = round(r.bytes / 1024 / 1024, 1);
  console.log(
    `${engine} ${IMPORT_NAME} (${mb} MB): ${run("dry run", r.dryRun)}; ${run("real run", r.run)}; server RSS ${r.rssBeforeMb} MB before, ${r.peakRssMb} MB at most`,
  );
}

function printPlans(engine: string, plans: ListPlan[]) {
  console.log(`\n${engine}: plans of the listPrompt rows (scans per statement)`);
  for (const plan of plans) {
    console.log(`  ${plan.path}`);
    for (const statement of plan.statements) console.log(`    ${statement.scans.join(", ")}  ← ${statement.sql}…`);
  }
}

function checkCounters(engine: string, before: CounterSums, after: CounterSums, counted: Record<CountedKind, number>) {
  const gained = { clicks: after.clicks - before.clicks, copies: after.copies - before.copies, shares: after.shares - before.shares };
  const ok = gained.clicks === counted.clicks && gained.copies === counted.copies && gained.shares === 0;
  const total = counted.clicks + counted.copies;
  if (ok) console.log(`${engine} counters: ${total.toLocaleString("en")} increments, all accounted for (${counted.clicks} views, ${counted.copies} copies)`);
  else
    console.log(
      `${engine} counters: MISMATCH: 2xx replies counted ${JSON.stringify(counted)}, database gained ${JSON.stringify(gained)} (replies slower than the ${DRAIN_S} s drain are processed but not seen)`,
    );
  return { ok, expected: counted, gained };
}

fs.mkdirSync(WORK_DIR, { recursive: true });
buildInto(BUILD_DIR, args["no-build"], log);
const report = {
  date: new Date().toISOString(),
  commit: gitCommit(),
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadAverage: os.loadavg().map((l) => round(l, 2)), node: process.version },
  tool: useWrk ? "wrk" : "node",
  load: { ...load, drainS: DRAIN_S },
  workers: workersEnv.WORKERS ? Number(workersEnv.WORKERS) : undefined,
  catalogue: { ...spec, generatorVersion: GENERATOR_VERSION },
  goals: { p99Ms: GOAL_P99_MS },
  engines: {} as Record<string, unknown>,
};
let failed = false;
const engines: Array<[string, () => Promise<BenchEngine>]> = [];
if (args.engine !== "postgres") engines.push(["pglite", () => pgliteEngine(spec, WORK_DIR)]);
const postgresUrl = process.env.DATABASE_URL;
if (args.engine === "postgres" && !postgresUrl) {
  console.error("--engine postgres needs DATABASE_URL");
  process.exit(2);
}
if (postgresUrl && args.engine !== "pglite") engines.push(["postgres", () => postgresEngine(postgresUrl, spec, WORK_DIR, args["keep-postgres"])]);
else if (!postgresUrl) log("PostgreSQL skipped: set DATABASE_URL to bench it too (a fresh database is created and dropped).");
for (const [name, prepare] of engines) {
  const setup = await prepare();
  try {
    const result = await benchEngine(setup);
    report.engines[name] = result;
    failed ||= !result.counters.ok;
  } finally {
    await setup.dispose();
  }
}
report.machine.loadAverage = os.loadavg().map((l) => round(l, 2));
fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
log(`results written to ${RESULTS_FILE}`);
process.exit(failed ? 1 : 0);
