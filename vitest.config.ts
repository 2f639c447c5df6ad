// Vitest runs without the React Router Vite plugin (it needs a browser preamble).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["contract/**/*.test.ts", "server/**/*.test.ts", "web/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    // Makes the migrated databases every test database is copied from (server/test/databases.test-support.ts).
    globalSetup: ["server/test/global-setup.test-support.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
