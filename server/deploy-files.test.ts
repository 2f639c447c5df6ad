/**
 * The container files cannot be built here (no container engine), so what can be checked is: the
 * image runs as a non-root user with a health check on a route that exists, its command is Node on
 * the compiled server (server/production-start.test.ts boots that file), and every setting
 * compose.yaml gives the app is one the server accepts.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadConfig } from "./config.ts";
import { buildTestApp, type TestApp } from "./test/harness.test-support.ts";
import { COMPILED_SERVER } from "../e2e/support/server.test-support.ts";

const dockerfile = fs.readFileSync("Dockerfile", "utf8");
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
const compose = parse(fs.readFileSync("compose.yaml", "utf8")) as {
  services: Record<string, { environment?: Record<string, string>; depends_on?: Record<string, unknown> }>;
};

describe("Dockerfile and compose.yaml", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite");
  });
  afterAll(() => t.close());

  it("runs the image as the unprivileged node user, Node itself on the compiled server as the command", () => {
    expect(runtimeStage).toMatch(/\nUSER node\n/);
    expect(JSON.parse(/\nCMD (\[.*\])\n/.exec(runtimeStage)![1]!)).toEqual(["node", COMPILED_SERVER]);
  });

  it("checks health on the readiness route, three failures in a row", async () => {
    const healthcheck = /\nHEALTHCHECK ([^\n]*\\\n)*[^\n]*/.exec(runtimeStage)![0];
    expect(healthcheck).toContain("--retries=3");
    const url = new URL(/'(http:\/\/127\.0\.0\.1:3000[^']+)'/.exec(healthcheck)![1]!);
    expect((await t.app.inject({ method: "GET", url: url.pathname })).statusCode).toBe(200);
  });

  it("gives the app only settings the server accepts, and starts it after its database and Redis", () => {
    const app = compose.services.app!;
    const sample = Object.fromEntries(
      Object.entries(app.environment!).map(([name, value]) => [
        name,
        value.replace(/\$\{(\w+)[^}]*\}/g, (_, variable: string) =>
          variable === "JWT_SECRET" ? "s".repeat(40) : variable === "PUBLIC_URL" ? "http://localhost:3000" : "sample",
        ),
      ]),
    );
    const config = loadConfig({}, sample);
    expect(config.databaseUrl).toMatch(/^postgres:\/\/promptplaza:sample@postgres:5432\/promptplaza$/);
    expect(config.redisUrl).toBe("redis://redis:6379");
    expect(Object.keys(app.depends_on!).sort()).toEqual(["postgres", "redis"]);
  });
});
