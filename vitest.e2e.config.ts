// Browser tests: Playwright (playwright-core) drives Debian's Chromium against the production
// server, started once by the global setup on a free port with a temporary data folder.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["e2e/**/*.spec.ts"],
    globalSetup: ["e2e/support/global-setup.test-support.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
