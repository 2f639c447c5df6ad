/** The server the global set-up started for this worker: no other file uses it at the same time. */
import { inject } from "vitest";

export function workerServer(): { baseUrl: string; dataDir: string } {
  const servers = inject("servers");
  // Vitest numbers its workers 1 … maxWorkers.
  const server = servers[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
  if (!server) throw new Error(`no server for worker ${process.env.VITEST_POOL_ID} of ${servers.length}`);
  return server;
}
