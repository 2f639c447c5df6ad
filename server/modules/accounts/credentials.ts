/**
 * Password checks that take the same time whether or not the account exists or has a password:
 * a missing hash is replaced by a throwaway one, so argon2 always runs and the reply time says
 * nothing about which login names are registered.
 */
import { hashPassword, verifyPassword } from "../../lib/password.ts";
import { randomToken } from "./tokens.ts";

let dummyHash: Promise<string> | undefined;

function throwawayHash(): Promise<string> {
  dummyHash ??= hashPassword(randomToken());
  return dummyHash;
}

export async function checkPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (passwordHash) return verifyPassword(passwordHash, password);
  await verifyPassword(await throwawayHash(), password);
  return false;
}

/** Computes the throwaway hash ahead of the first sign-in so that one is not slower either. */
export async function warmUpCredentials(): Promise<void> {
  await throwawayHash();
}
