/**
 * The first administrator, created at start when no account has the admin role: ADMIN_LOGIN and
 * ADMIN_EMAIL with ADMIN_PASSWORD, or a generated password printed once (it is stored only as a
 * hash, so this line is the operator's one chance to read it).
 */
import { randomBytes } from "node:crypto";
import { ROLE } from "../../../contract/constants.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { hashPassword } from "../../lib/password.ts";
import { adminExists, insertUser } from "./user-repository.ts";

export type FirstAdminResult = { created: false } | { created: true; login: string; generatedPassword?: string };

/** 18 random bytes → 24 base64url characters, well past the 16 an operator should accept. */
function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}

export function adminBanner(login: string, password: string): string {
  const line = `Administrator created: login ${login}, password ${password} — change it after signing in`;
  const rule = "═".repeat(line.length + 2);
  return `╔${rule}╗\n║ ${line} ║\n╚${rule}╝\n`;
}

export async function ensureFirstAdmin(
  ctx: Pick<AppContext, "config" | "database">,
  print: (text: string) => void = (text) => process.stdout.write(text),
): Promise<FirstAdminResult> {
  const { db } = ctx.database;
  if (await adminExists(db, ROLE.admin)) return { created: false };
  const { login, email, password } = ctx.config.admin;
  const plain = password ?? generatePassword();
  // The operator chose the address, so it counts as verified.
  const created = await insertUser(db, {
    loginName: login,
    email: email.toLowerCase(),
    emailVerifiedAt: new Date(),
    passwordHash: await hashPassword(plain),
    nickName: login,
    role: ROLE.admin,
  });
  if (!created) {
    // Another instance starting at the same moment won, or the name belongs to an ordinary user
    // (who is never promoted silently).
    if (!(await adminExists(db, ROLE.admin))) {
      print(`Cannot create the first administrator: login ${login} or e-mail ${email} is taken by another account; set ADMIN_LOGIN and ADMIN_EMAIL.\n`);
    }
    return { created: false };
  }
  // A configured password is the operator's already; repeating it would only put it in logs.
  if (password) return { created: true, login };
  print(adminBanner(login, plain));
  return { created: true, login, generatedPassword: plain };
}
