/**
 * Secrets the operator did not configure are generated once and kept in the database
 * (instance_secrets), so tokens signed before a restart stay valid after it and every instance on
 * the same database signs and checks tokens alike. A secret an older version kept in
 * DATA_DIR/secrets.json is carried over the first time, so nobody is signed out by the upgrade.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { instanceSecrets } from "../db/schema.ts";

export const LEGACY_SECRETS_FILE = "secrets.json";

function legacySecret(dataDir: string, name: string): string | undefined {
  const file = path.join(dataDir, LEGACY_SECRETS_FILE);
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    // A damaged file must stop the start: silently replacing it would sign everyone out.
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`, { cause: error });
  }
  const value = parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

/**
 * The stored secret called `name`. The first instance to ask stores it (the legacy file's value, or
 * 64 random bytes in hex); instances starting at the same moment all read back the one that won.
 */
export async function readOrCreateSecret(db: Db, dataDir: string, name: string): Promise<string> {
  const stored = async () => (await db.select({ value: instanceSecrets.value }).from(instanceSecrets).where(eq(instanceSecrets.name, name)))[0]?.value;
  // Stored already: the legacy file is neither read nor needed any more.
  const found = await stored();
  if (found) return found;
  const candidate = (dataDir ? legacySecret(dataDir, name) : undefined) ?? randomBytes(64).toString("hex");
  await db.insert(instanceSecrets).values({ name, value: candidate }).onConflictDoNothing();
  return (await stored())!;
}

/** JWT_SECRET when configured, else the generated one shared through the database. */
export async function jwtSecret(config: { jwtSecret?: string; dataDir: string }, db: Db): Promise<string> {
  return config.jwtSecret ?? (await readOrCreateSecret(db, config.dataDir, "jwtSecret"));
}
