import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { instanceSecrets } from "../db/schema.ts";
import { createTestDatabase, engines, type TestDatabase } from "../test/databases.test-support.ts";
import { buildSignedInUser } from "../test/factories.test-support.ts";
import { buildTestApp } from "../test/harness.test-support.ts";
import { jwtSecret, LEGACY_SECRETS_FILE, readOrCreateSecret } from "./secrets.ts";

describe.each(engines())("generated secrets on %s", (engine) => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-secrets-"));
    await database.db.delete(instanceSecrets);
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("generates a JWT secret of 64 random bytes once and gives every instance the same one", async () => {
    const first = await jwtSecret({ dataDir }, database.db);
    expect(first).toMatch(/^[0-9a-f]{128}$/);
    const otherInstance = fs.mkdtempSync(path.join(os.tmpdir(), "pp-secrets-"));
    expect(await jwtSecret({ dataDir: otherInstance }, database.db)).toBe(first);
    fs.rmSync(otherInstance, { recursive: true });
  });

  it("gives instances that start at the same moment one secret", async () => {
    const secrets = await Promise.all(Array.from({ length: 8 }, () => readOrCreateSecret(database.db, "", "jwtSecret")));
    expect(new Set(secrets).size).toBe(1);
  });

  it("carries over the secret an older version kept in DATA_DIR, so nobody is signed out", async () => {
    fs.writeFileSync(path.join(dataDir, LEGACY_SECRETS_FILE), JSON.stringify({ jwtSecret: "kept-from-the-data-folder" }));
    expect(await jwtSecret({ dataDir }, database.db)).toBe("kept-from-the-data-folder");
  });

  it("prefers JWT_SECRET and then stores nothing", async () => {
    expect(await jwtSecret({ dataDir, jwtSecret: "configured-secret-configured-secret-12" }, database.db)).toBe("configured-secret-configured-secret-12");
    expect(await database.db.select().from(instanceSecrets)).toEqual([]);
  });

  it("refuses to start on a damaged secrets file rather than silently replacing it", async () => {
    fs.writeFileSync(path.join(dataDir, LEGACY_SECRETS_FILE), "{ not json");
    await expect(jwtSecret({ dataDir }, database.db)).rejects.toThrow(/Cannot read/);
  });

  it("reads no secrets file once the secret is in the database", async () => {
    const stored = await jwtSecret({ dataDir }, database.db);
    fs.writeFileSync(path.join(dataDir, LEGACY_SECRETS_FILE), "{ not json");
    expect(await jwtSecret({ dataDir }, database.db)).toBe(stored);
  });
});

// Issue #26 (a): two instances behind a load balancer, neither given JWT_SECRET, each with its own DATA_DIR.
describe.each(engines())("two instances on one database without JWT_SECRET, on %s", (engine) => {
  it("accept each other's tokens", async () => {
    const first = await buildTestApp(engine, { JWT_SECRET: undefined });
    const second = await buildTestApp(engine, { JWT_SECRET: undefined }, undefined, { reuse: first.database });
    try {
      const { token } = await buildSignedInUser(first);
      const { status } = await second.call({ method: "GET", url: "/auth/profile", token });
      expect(status).toBe(200);
    } finally {
      await second.close({ keepDatabase: true });
      await first.close();
    }
  });
});
