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
});
