/**
 * Migration 0008 marks as verified the addresses of accounts an e-mail link created (no password),
 * and leaves those given at registration unverified until a link mailed to them is used.
 */
import { describe, expect, it } from "vitest";
import { engines } from "../test/databases.test-support.ts";
import { applyMigration } from "../test/raw-database.test-support.ts";

const EXISTING = [
  `insert into users (id, login_name, email, password_hash, nick_name, created_at) values
     (1, 'linked', 'linked@example.org', null, 'linked', '2026-01-02T03:04:05Z'),
     (2, 'registered', 'registered@example.org', 'hash', 'registered', '2026-01-02T03:04:05Z'),
     (3, 'nomail', null, null, 'nomail', '2026-01-02T03:04:05Z')`,
];

describe.each(engines())("migration 0008 (verified addresses) on %s", (engine) => {
  it("verifies the addresses of accounts created by an e-mail link only", async () => {
    await applyMigration(engine, "0008_email_verified.sql", EXISTING, async (run) => {
      expect(await run(`select id, email_verified_at is not null as verified from users order by id`)).toEqual([
        { id: 1, verified: true },
        { id: 2, verified: false },
        { id: 3, verified: false },
      ]);
    });
  });
});
