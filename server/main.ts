/**
 * Reads the configuration, builds the app, listens, and shuts down gracefully on a signal. With
 * WORKERS above 1 the first process is node:cluster's primary (workers.ts), which serves nothing,
 * and each worker it forks runs this same file and serves.
 */
import cluster from "node:cluster";
import { setTimeout as sleep } from "node:timers/promises";
import { pino } from "pino";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { PostgresGuardMissingError } from "./db/postgres-guard.ts";
import { limitHeapGrowth } from "./lib/heap-growth.ts";
import { runPrimary } from "./workers.ts";

const CLOSE_TIMEOUT_MS = 15_000;

async function main() {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) {
    // Later than a worker's own deadline (below), so a worker that hangs is killed, not waited for.
    const stopTimeoutMs = config.drainMs + CLOSE_TIMEOUT_MS + 5_000;
    runPrimary({ workers: config.workers, stopTimeoutMs, log: pino({ level: config.logLevel }) });
  } else {
    await serve(config);
  }
}

async function serve(config: Config) {
  limitHeapGrowth();
  // Imported here: the primary of WORKERS loads none of the app.
  const [{ buildApp }, { writeBackup }] = await Promise.all([import("./app.ts"), import("./db/backup.ts")]);
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    // A service manager or Ctrl-C signals the whole process group, and a runner above us may pass
    // the signal on again: only the first one stops, later ones must not cut the stop short.
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), config.drainMs + CLOSE_TIMEOUT_MS);
    force.unref();
    app.appContext.lifecycle.startDraining();
    await sleep(config.drainMs);
    // close(): stop accepting, finish in-flight requests, then the onClose hooks flush and close.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  // `npm run backup` asks the server holding the embedded database for a consistent copy.
  process.on("SIGUSR2", () => {
    writeBackup(app.appContext.database, config.dataDir).then(
      (file) => app.log.info({ file }, "backup written"),
      (error: unknown) => app.log.error({ err: error }, "backup failed"),
    );
  });
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof PostgresGuardMissingError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
