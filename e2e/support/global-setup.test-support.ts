import type { TestProject } from "vitest/node";
import { startServer, type RunningServer } from "./server.test-support.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR; without SMTP_URL its mails land in outbox/*.eml there. */
    dataDir: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  // Loopback is the proxy: API calls from the tests name their own client address (support/api.ts).
  server = await startServer({ TRUST_PROXY: "127.0.0.1" });
  project.provide("baseUrl", server.url);
  project.provide("dataDir", server.dataDir);
}

export async function teardown() {
  await server?.stop();
}
