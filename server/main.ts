/** Reads the configuration, builds the app, listens, and shuts down gracefully on a signal. */
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // close(): stop accepting, finish in-flight requests, then the onClose hooks flush and close.
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
