// Browser tests: Playwright (playwright-core) drives Debian's Chromium against the production
// server; the global setup starts one per worker, each on a free port with a temporary data folder.
import { defineConfig } from "vitest/config";

/** Kills servers and PostgreSQL and times their recovery: alone, after the others. */
const FAULTS = "e2e/security-faults.spec.ts";

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: "browser",
          include: ["e2e/**/*.spec.ts"],
          exclude: [FAULTS],
          globalSetup: ["e2e/support/global-setup.test-support.ts"],
          // Two files at a time, each worker on its own server (docs/benchmarks/tests.md).
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: { name: "faults", include: [FAULTS], fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
