/**
 * Secrets the operator did not configure are generated once and kept in DATA_DIR/secrets.json
 * (owner read/write only), so tokens signed before a restart stay valid after it.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const SECRETS_FILE = "secrets.json";

type SecretsFile = Record<string, string>;

function readSecrets(file: string): SecretsFile {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
    return parsed && typeof parsed === "object" ? (parsed as SecretsFile) : {};
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    // A damaged file must stop the start: silently replacing it would sign everyone out.
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`, { cause: error });
  }
}

/** The stored secret called `name`, created with `generate` (64 random bytes, hex) the first time. */
export function readOrCreateSecret(dataDir: string, name: string, generate: () => string = () => randomBytes(64).toString("hex")): string {
  const file = path.join(dataDir, SECRETS_FILE);
  const secrets = readSecrets(file);
  const existing = secrets[name];
  if (typeof existing === "string" && existing.length > 0) return existing;
  const value = generate();
  fs.mkdirSync(dataDir, { recursive: true });
  // Write beside and rename: a crash mid-write never leaves a half file behind.
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify({ ...secrets, [name]: value }, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temporary, file);
  fs.chmodSync(file, 0o600);
  return value;
}

/** JWT_SECRET when configured, else the generated one from DATA_DIR. */
export function jwtSecret(config: { jwtSecret?: string; dataDir: string }): string {
  return config.jwtSecret ?? readOrCreateSecret(config.dataDir, "jwtSecret");
}
