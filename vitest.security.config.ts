// `npm run test:security` (issue #11): the security suite alone. Two projects: the API-level
// tests under server/security (app.inject on fresh databases, like vitest.config.ts) and the
// browser and process-level ones under e2e/security-*.spec.ts (production build, Chromium, real
// processes; like vitest.e2e.config.ts). Each file prints its figures with a [security] prefix.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "security-api",
          include: ["server/security/**/*.test.ts"],
          globalSetup: ["server/test/global-setup.test-support.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: "forks",
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: "security-e2e",
          include: ["e2e/security-*.spec.ts"],
          globalSetup: ["e2e/support/global-setup.test-support.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
