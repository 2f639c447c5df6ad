import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { users } from "../../db/schema.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../test/databases.test-support.ts";

describe.each(engines())("the first administrator on %s", (engine) => {
  let database: TestDatabase;
  let dataDir: string;
  let printed: string;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-admin-"));
    printed = "";
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      printed += String(chunk);
      return true;
    });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async (env: Record<string, string> = {}) => {
    const config = loadConfig({}, { DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "silent", SEED: "none", ...env });
    const app = await buildApp(config, { database, pages: false });
    await app.ready();
    return app;
  };
  const login = (app: Awaited<ReturnType<typeof start>>, loginName: string, pwd: string) =>
    app.inject({ method: "POST", url: "/api/user/login", payload: { loginName, pwd } });

  it("is created on first start with a generated password printed once, and not on the next start", async () => {
    const first = await start({ ADMIN_LOGIN: "chief", ADMIN_EMAIL: "chief@example.com" });
    const match = /Administrator created: login chief, password (\S+) — change it after signing in/.exec(printed);
    expect(match).not.toBeNull();
    const password = match![1]!;
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(printed.split("Administrator created").length - 1).toBe(1);
    const reply = await login(first, "chief", password);
    expect(reply.statusCode).toBe(200);
    expect(decodeJwt(reply.json<{ data: string }>().data).role).toBe(3);
    await first.close();

    printed = "";
    const second = await start({ ADMIN_LOGIN: "chief", ADMIN_EMAIL: "chief@example.com" });
    expect(printed).toBe("");
    expect(await database.db.select().from(users).where(eq(users.role, 3))).toHaveLength(1);
    // The password from the first start still works: nothing was reset.
    expect((await login(second, "chief", password)).statusCode).toBe(200);
    await second.close();
  });

  it("uses ADMIN_PASSWORD when it is set and never prints it", async () => {
    const app = await start({ ADMIN_PASSWORD: "operator-chosen-1" });
    expect(printed).not.toContain("operator-chosen-1");
    expect((await login(app, "admin", "operator-chosen-1")).statusCode).toBe(200);
    await app.close();
  });

  it("never promotes an ordinary account that already has the administrator's login name", async () => {
    await database.db.insert(users).values({ loginName: "admin", email: "someone@example.com", nickName: "admin", passwordHash: null });
    const app = await start();
    expect(printed).toContain("Cannot create the first administrator");
    const [row] = await database.db.select().from(users).where(eq(users.loginName, "admin"));
    expect(row?.role).toBe(1);
    await app.close();
  });
});
