/**
 * npm run bench:cluster [-- --instances N] [--prompts N] [--seed S] [--duration S] [--warmup S]
 *                       [--connections N] [--threads N] [--restart-seconds S] [--port P] [--no-build]
 *
 * Several production instances on one fresh PostgreSQL database (the admin URL DATABASE_URL, else
 * the local server; filled by the bench generator) and one Redis (REDIS_URL, else the local one;
 * keys under a prefix of this run's own), behind a load balancer this script starts
 * (bench-cluster/balancer.ts). It measures a few of `npm run bench`'s rows through the balancer
 * with one instance and then with all of them, and proves under load: a write acknowledged on one
 * instance is never read stale from another; the sign-in limit counts over all instances; the
 * translation queue runs each job once; a rolling restart loses no request; every acknowledged
 * view and copy is in the database after the graceful stops, and PostgreSQL saw no deadlock.
 * Prints the tables, writes .tmp/bench-cluster/results.json, exits 1 if a proof fails.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import type { CategorySummary } from "../contract/catalog.ts";
import { queryRows } from "../server/db/query-rows.ts";
import type { Database } from "../server/db/client.ts";
import { startFakeLlm } from "../server/test/fake-llm.test-support.ts";
import { GENERATOR_VERSION } from "./catalogue/generate.ts";
import { BENCH_ADMIN_PASSWORD, benchArgs, benchServerEnv } from "./bench/bench-options.ts";
import { gitCommit } from "./bench/git-commit.ts";
import { formatTable, round } from "./bench/stats.ts";
import { counterSums, loadTargets, postgresEngine } from "./bench-api/api-database.ts";
import { buildInto } from "./bench-api/build.ts";
import { wrkInstalled, type LoadResult } from "./bench-api/load.ts";
import { startBalancer } from "./bench-cluster/balancer-process.ts";
import { data } from "./bench-cluster/http.ts";
import { cluster } from "./bench-cluster/instances.ts";
import { sharedSignInLimit, staleReads, translationRunsOnce } from "./bench-cluster/proofs.ts";
import { rollingRestart } from "./bench-cluster/rolling-restart.ts";
import { measureRow, throughputRows, underLoad } from "./bench-cluster/throughput.ts";

const WORK_DIR = path.resolve(".tmp/bench-cluster");
const BUILD_DIR = path.join(WORK_DIR, "build");
const RESULTS_FILE = path.join(WORK_DIR, "results.json");
const STALE_ROUNDS = 50;
const QUEUE_JOBS = 30;

const {
  values: args,
  wholeNumber,
  spec,
  load,
} = benchArgs({
  instances: { type: "string", default: "2" },
  prompts: { type: "string", default: "20000" },
  "restart-seconds": { type: "string", default: "90" },
  port: { type: "string", default: "41000" },
});
const count = wholeNumber("instances", 2);
const restartSeconds = wholeNumber("restart-seconds", 20);
const port = wholeNumber("port", 1024);
const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const log = (line: string) => process.stderr.write(`${line}\n`);
const useWrk = wrkInstalled();

async function deadlocks(database: Database): Promise<number> {
  const [row] = await queryRows<{ n: string }>(database.db, sql`select deadlocks::text as n from pg_stat_database where datname = current_database()`);
  return Number(row?.n ?? 0);
}

/** This run's keys (rate-limit windows) go with it. */
async function dropRedisKeys(prefix: string) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
  } finally {
    redis.disconnect();
  }
}

type Row = { name: string; one: LoadResult; many: LoadResult };

function printThroughput(rows: Row[], direct: LoadResult) {
  const ms = (v: number) => round(v, 1);
  console.log(
    `\nthroughput through the balancer: ${load.connections} connections, ${load.threads} wrk threads, ${load.durationS} s after ${load.warmupS} s warm-up`,
  );
  console.log(
    formatTable(
      ["row", "1 inst. req/s", "p50 ms", "p99 ms", `${count} inst. req/s`, "p50 ms", "p99 ms", `× of 1`, "errors"],
      [
        ...rows.map((r) => [
          r.name,
          Math.round(r.one.rps),
          ms(r.one.p50Ms),
          ms(r.one.p99Ms),
          Math.round(r.many.rps),
          ms(r.many.p50Ms),
          ms(r.many.p99Ms),
          round(r.many.rps / r.one.rps, 2),
          r.one.non2xx + r.one.socketErrors + r.many.non2xx + r.many.socketErrors,
        ]),
        [
          "ceiling, one instance without the balancer",
          Math.round(direct.rps),
          ms(direct.p50Ms),
          ms(direct.p99Ms),
          "",
          "",
          "",
          "",
          direct.non2xx + direct.socketErrors,
        ],
      ],
    ),
  );
}

fs.mkdirSync(WORK_DIR, { recursive: true });
buildInto(BUILD_DIR, args["no-build"], log);
const loadBefore = os.loadavg().map((l) => round(l, 2));
const llm = await startFakeLlm();
const setup = await postgresEngine(adminUrl, spec, WORK_DIR);
const prefix = `cluster-bench-${randomBytes(4).toString("hex")}:`;
const balancerUrl = `http://127.0.0.1:${port}`;
// The balancer is the site's proxy: the counted load names a reader per request (counted.lua).
const env = {
  ...benchServerEnv(BUILD_DIR),
  DATABASE_URL: setup.serverEnv.DATABASE_URL!,
  REDIS_URL: redisUrl,
  REDIS_KEY_PREFIX: prefix,
  // Longer than the balancer's check interval: it stops sending before the instance stops taking.
  SHUTDOWN_DRAIN_SECONDS: "2",
  LLM_BASE_URL: llm.url,
  PUBLIC_URL: balancerUrl,
};
// No JWT_SECRET: the instances must agree on the one kept in the database (a token from one is used on all).
const nodes = cluster(count, port + 1, env, (k) => ({ LLM_API_KEY: `instance-${String.fromCharCode(65 + k)}` }), WORK_DIR);
const urls = nodes.instances.map((i) => i.url);
let report: Record<string, unknown>;
let failed: boolean;
try {
  const targets = await setup.withDatabase((database) => loadTargets(database, 1000));
  const balancer = await startBalancer(port, urls, path.join(WORK_DIR, "balancer.log"));
  try {
    const [first, ...others] = nodes.instances;
    log(`instance ${first!.name} on ${first!.url}, balancer on ${balancerUrl}`);
    await nodes.start(first!);
    await balancer.waitForRotation([first!.url]);
    const rows = throughputRows(targets);
    log("ceiling, one instance without the balancer");
    const direct = await measureRow(first!.url, rows[0]!, load, WORK_DIR, useWrk);
    const one: LoadResult[] = [];
    for (const row of rows) {
      log(`1 instance: ${row.name}`);
      one.push(await measureRow(balancerUrl, row, load, WORK_DIR, useWrk));
    }
    for (const instance of others) await nodes.start(instance);
    await balancer.waitForRotation(urls);
    const many: LoadResult[] = [];
    for (const row of rows) {
      log(`${count} instances: ${row.name}`);
      many.push(await measureRow(balancerUrl, row, load, WORK_DIR, useWrk));
    }
    const throughput = rows.map((row, k) => ({ name: row.name, one: one[k]!, many: many[k]! }));

    const token = await data<string>(balancerUrl, "POST", "/api/user/login", { body: { loginName: "admin", pwd: BENCH_ADMIN_PASSWORD, rememberMe: false } });
    const [category] = await data<CategorySummary[]>(balancerUrl, "GET", "/api/listCategory");
    const background = [...rows[2]!.paths, ...rows[3]!.paths, ...rows[1]!.paths];
    const shape = { ...load, connections: Math.max(1, Math.floor(load.connections / 2)) };
    log("under load: stale reads after a write");
    const stale = await underLoad(balancerUrl, background, shape, WORK_DIR, useWrk, () => staleReads(urls, token, category!.cid, STALE_ROUNDS));
    log("under load: the sign-in limit over all instances");
    const signIn = await underLoad(balancerUrl, background, shape, WORK_DIR, useWrk, () => sharedSignInLimit(urls));
    log("under load: the translation queue with a worker per instance");
    const queue = await setup.withDatabase((database) =>
      underLoad(balancerUrl, background, shape, WORK_DIR, useWrk, () => translationRunsOnce(balancerUrl, token, category!.cid, llm, database, QUEUE_JOBS)),
    );

    const before = await setup.withDatabase(counterSums);
    const deadlocksBefore = await setup.withDatabase(deadlocks);
    log(`rolling restart under counted load (${restartSeconds} s)`);
    const restart = await rollingRestart(nodes, balancer, targets.codes, load, restartSeconds, WORK_DIR, useWrk);
    const perBackend = (await balancer.stats()).backends.map((b) => ({ url: b.url, proxied: b.proxied, errors: b.errors }));
    // The graceful stops write the buffered counters.
    await nodes.stopAll();
    const after = await setup.withDatabase(counterSums);
    const deadlocksSeen = (await setup.withDatabase(deadlocks)) - deadlocksBefore;
    const acknowledged = restart.load.requests - restart.load.non2xx;
    const gained = { clicks: after.clicks - before.clicks, copies: after.copies - before.copies, shares: after.shares - before.shares };

    const proofs = [
      {
        proof: "(a) no stale read after an acknowledged write",
        seen: `${stale.result.stale} stale of ${stale.result.reads} reads on the other instance (${stale.result.rounds} writes); load ${stale.load.requests} req, ${stale.load.non2xx + stale.load.socketErrors} errors`,
        ok: stale.result.ok,
      },
      {
        proof: "(b) sign-in limit over all instances",
        seen: `${signIn.result.attempts} wrong passwords, one name and address, spread over ${count}: ${signIn.result.allowed} checked (limit ${signIn.result.limit}), ${signIn.result.refused} refused, ${signIn.result.other} other`,
        ok: signIn.result.ok,
      },
      {
        proof: "(c) counters lose nothing",
        seen: `${acknowledged} 2xx views and copies; database gained ${gained.clicks + gained.copies} (${gained.clicks} views, ${gained.copies} copies, ${gained.shares} shares); deadlocks ${deadlocksSeen}`,
        ok: gained.clicks + gained.copies === acknowledged && gained.shares === 0 && deadlocksSeen === 0,
      },
      {
        proof: "(d) each translation job runs once",
        seen: `${queue.result.done}/${queue.result.jobs} done, ${queue.result.calls} model calls, ${queue.result.runTwice} run twice; per instance ${JSON.stringify(queue.result.perInstance)}`,
        ok: queue.result.ok && Object.keys(queue.result.perInstance).length === count,
      },
      {
        proof: "(e) rolling restart loses no request",
        seen: `${restart.load.requests} requests, ${restart.load.non2xx} non-2xx, ${restart.load.socketErrors} socket errors; balancer 502 ${restart.balancer.proxyErrors}, 503 ${restart.balancer.unavailable}; restarts done at ${restart.restartDoneS} s of ${restart.countedS} s`,
        ok:
          restart.load.non2xx === 0 &&
          restart.load.socketErrors === 0 &&
          restart.balancer.proxyErrors === 0 &&
          restart.balancer.unavailable === 0 &&
          restart.restartDoneS < restart.countedS,
      },
    ];
    printThroughput(throughput, direct);
    console.log(`\nproofs under load (${count} instances, one PostgreSQL, one Redis)`);
    console.log(
      formatTable(
        ["proof", "seen", "held"],
        proofs.map((p) => [p.proof, p.seen, p.ok ? "yes" : "NO"]),
      ),
    );
    console.log(
      `rolling restart: ${restart.steps.map((s) => `${s.instance} stopped at ${s.stoppedS} s, back at ${s.backInRotationS} s`).join("; ")}; ${Math.round(restart.load.rps)} req/s meanwhile`,
    );
    failed = proofs.some((p) => !p.ok);
    report = {
      throughput,
      direct,
      proofs,
      details: { stale, signIn, queue, restart, perBackend, counters: { before, after, gained, acknowledged, deadlocksSeen } },
    };
  } finally {
    await nodes.stopAll().catch((error: unknown) => log(String(error)));
    await balancer.stop();
  }
} finally {
  await setup.dispose();
  await llm.close();
  await dropRedisKeys(prefix).catch((error: unknown) => log(`could not drop the Redis keys ${prefix}*: ${String(error)}`));
}
const results = {
  date: new Date().toISOString(),
  commit: gitCommit(),
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    loadAverageBefore: loadBefore,
    loadAverageAfter: os.loadavg().map((l) => round(l, 2)),
    node: process.version,
  },
  tool: useWrk ? "wrk" : "node",
  instances: count,
  load: { ...load, restartSeconds },
  catalogue: { ...spec, generatorVersion: GENERATOR_VERSION },
  ...report,
};
fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
log(`results written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
process.exit(failed ? 1 : 0);
