import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { copyOfDataImage, prepareDataImage } from "./data-image.test-support.ts";
import { startServer, type RunningServer } from "./server.test-support.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** One server per worker (support/worker-server.test-support.ts picks a worker's). */
    servers: Array<{
      baseUrl: string;
      /** The server's DATA_DIR; without SMTP_URL its mails land in outbox/*.eml there. */
      dataDir: string;
    }>;
  }
}

const servers: RunningServer[] = [];

export async function setup(project: TestProject) {
  // A worker runs one file at a time against its own server, as all files once ran against one:
  // files that run side by side never meet in a database, a rate limit or an outbox.
  // Loopback is the proxy: API calls from the tests name their own client address (support/api.ts).
  // The first start (initdb, migrations, seed) happens once; the servers start side by side, each on
  // its own copy of that folder.
  const env = { TRUST_PROXY: "127.0.0.1" };
  const image = await prepareDataImage(env);
  try {
    const workers = Array.from({ length: project.config.maxWorkers }, () => copyOfDataImage(image));
    servers.push(...(await Promise.all(workers.map((dataDir) => startServer(env, dataDir)))));
  } finally {
    fs.rmSync(image, { recursive: true, force: true });
  }
  project.provide(
    "servers",
    servers.map((server) => ({ baseUrl: server.url, dataDir: server.dataDir })),
  );
}

export async function teardown() {
  await Promise.all(servers.map((server) => server.stop()));
}
