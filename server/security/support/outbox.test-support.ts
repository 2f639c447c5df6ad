/** The sign-in link an app without SMTP wrote to its outbox (DATA_DIR/outbox/*.eml), as a mailbox owner would read it. */
import fs from "node:fs";
import path from "node:path";
import { uniqueAddress } from "../../test/factories.test-support.ts";
import type { TestApp } from "../../test/harness.test-support.ts";
import { linkIn, parseMail } from "../../test/mail-parsing.test-support.ts";

export async function mailedLink(t: TestApp, address: string): Promise<URL> {
  const outbox = path.join(t.config.dataDir, "outbox");
  const before = new Set(fs.existsSync(outbox) ? fs.readdirSync(outbox) : []);
  const asked = await t.call({ method: "GET", url: `/api/user/emailLogin?email=${encodeURIComponent(address)}`, remoteAddress: uniqueAddress() });
  if (asked.status !== 200) throw new Error(`asking a link for ${address} answered ${asked.status}`);
  const file = fs.readdirSync(outbox).find((f) => !before.has(f) && f.endsWith(".eml"));
  if (!file) throw new Error(`no mail for ${address} in the outbox`);
  return linkIn(parseMail(fs.readFileSync(path.join(outbox, file), "utf8")));
}

/** What the /emailLogin page does with a link: submit its query parameters. */
export const redeemLink = (t: TestApp, link: URL) =>
  t.call<string>({ method: "GET", url: `/api/user/verifyEmailLogin${link.search}`, remoteAddress: uniqueAddress() });
