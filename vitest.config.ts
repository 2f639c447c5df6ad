// Vitest runs without the React Router Vite plugin (it needs a browser preamble).
import { defineConfig } from "vitest/config";

/** Files that replace a module with vi.mock: the mock would stay registered for later files in a shared process. */
const MOCKS_MODULES = [
  "server/lib/chinese/script.test.ts",
  "web/features/auth/data-rights.test.tsx",
  "web/features/auth/login-page.test.tsx",
  "web/features/auth/profile-page.test.tsx",
];

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["contract/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: MOCKS_MODULES,
          // Makes the migrated databases every test database is copied from (server/test/databases.test-support.ts).
          globalSetup: ["server/test/global-setup.test-support.ts"],
          // A worker runs file after file without importing the app again (docs/benchmarks/tests.md):
          // these files restore what they change (env, globals, spies) and close what they open.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          include: ["web/**/*.test.{ts,tsx}"],
          exclude: MOCKS_MODULES,
          // As "server": a worker imports jsdom, React and the app once for file after file;
          // these files unmount what they render and restore timers and globals they change.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "isolated", include: MOCKS_MODULES },
      },
    ],
  },
});
