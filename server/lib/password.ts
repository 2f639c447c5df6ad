/** Passwords are hashed with argon2id (memory-hard); verification is constant-time in the library. */
import { hash, verify } from "@node-rs/argon2";

// 19 MiB, 2 passes: OWASP's baseline for argon2id.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
