import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("configuration", () => {
  it("has working defaults for a fresh machine", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      seed: "demo",
      databaseUrl: undefined,
      publicUrl: "http://localhost:3000",
      pgliteSharedBuffersMb: undefined,
    });
    expect(config.dataDir.endsWith("data")).toBe(true);
  });

  it.each([
    ["PORT", "70000"],
    ["PORT", "abc"],
    ["DATABASE_URL", "mysql://x"],
    ["SEED", "everything"],
    ["JWT_SECRET", "short"],
    ["PUBLIC_URL", "ftp://x"],
    ["ADMIN_EMAIL", "not-an-email"],
    ["ADMIN_PASSWORD", "password1"],
    ["PGLITE_SHARED_BUFFERS_MB", "0"],
    ["PGLITE_SHARED_BUFFERS_MB", "128MB"],
    ["TRUST_PROXY", "yes"],
    ["TRUST_PROXY", "10.0.0.1, proxy.example"],
    ["TRUST_PROXY", "10.0.0.0/33"],
    ["WORKERS", "0"],
    ["WORKERS", "two"],
    ["WORKERS", "1.5"],
  ])("stops with one line naming %s when it is %s", (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message.split("\n")).toHaveLength(1);
  });

  it.each([
    ["false", false],
    ["true", 1],
    ["2", 2],
    ["10.0.0.1, 10.1.0.0/16,::1", ["10.0.0.1", "10.1.0.0/16", "::1"]],
  ])("reads TRUST_PROXY=%s as %j: never the whole header", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it("selects PostgreSQL when DATABASE_URL is set and derives the public URL from the port", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://u@127.0.0.1/db", PORT: "8080" });
    expect(config.databaseUrl).toBe("postgres://u@127.0.0.1/db");
    expect(config.publicUrl).toBe("http://localhost:8080");
  });

  it("reads WORKERS, 1 by default (one process), more only on PostgreSQL with Redis", () => {
    const postgres = { DATABASE_URL: "postgres://u@127.0.0.1/db", REDIS_URL: "redis://127.0.0.1:6379" };
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: "1" }).workers).toBe(1);
    expect(loadConfig({ ...postgres, WORKERS: "3" }).workers).toBe(3);
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refusal({ WORKERS: "2", REDIS_URL: postgres.REDIS_URL })).toBe(
      "Invalid configuration: WORKERS above 1 needs DATABASE_URL (PGlite's data folder belongs to one process)",
    );
    expect(refusal({ WORKERS: "2", DATABASE_URL: postgres.DATABASE_URL })).toBe(
      "Invalid configuration: WORKERS above 1 needs REDIS_URL (each worker's response cache and rate limits would disagree)",
    );
  });
});
