import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { jwtSecret, readOrCreateSecret, SECRETS_FILE } from "./secrets.ts";

describe("generated secrets", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-secrets-"));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("generates a JWT secret of 64 random bytes once, keeps it owner-only and reuses it", () => {
    const first = jwtSecret({ dataDir });
    expect(first).toMatch(/^[0-9a-f]{128}$/);
    const file = path.join(dataDir, SECRETS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(jwtSecret({ dataDir })).toBe(first);
    expect(jwtSecret({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "pp-secrets-")) })).not.toBe(first);
  });

  it("prefers JWT_SECRET and then writes nothing", () => {
    expect(jwtSecret({ dataDir, jwtSecret: "configured-secret-configured-secret-12" })).toBe("configured-secret-configured-secret-12");
    expect(fs.existsSync(path.join(dataDir, SECRETS_FILE))).toBe(false);
  });

  it("keeps other secrets in the file when adding one", () => {
    readOrCreateSecret(dataDir, "one", () => "1");
    readOrCreateSecret(dataDir, "two", () => "2");
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, SECRETS_FILE), "utf8"))).toEqual({ one: "1", two: "2" });
  });

  it("refuses to start on a damaged secrets file rather than silently replacing it", () => {
    fs.writeFileSync(path.join(dataDir, SECRETS_FILE), "{ not json");
    expect(() => jwtSecret({ dataDir })).toThrow(/Cannot read/);
  });
});
