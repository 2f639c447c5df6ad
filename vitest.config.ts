// Vitest runs without the React Router Vite plugin (it needs a browser preamble).
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./web", import.meta.url)),
      "@contract": fileURLToPath(new URL("./contract", import.meta.url)),
    },
  },
  test: {
    include: ["contract/**/*.test.ts", "server/**/*.test.ts", "web/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
