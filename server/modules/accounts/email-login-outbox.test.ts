import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { linkIn, parseMail } from "../../test/mail-parsing.test-support.ts";

describe.each(engines())("e-mail link sign-in without SMTP on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(() => t.close());

  const outbox = () => path.join(t.config.dataDir, "outbox");
  const files = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()).filter((f) => f.endsWith(".eml")) : []);

  it("writes the mail as an .eml file to DATA_DIR/outbox, readable by the owner only, whose link signs in", async () => {
    expect(t.config.smtpUrl).toBeUndefined();
    const before = files();
    const reply = await t.call({ method: "GET", url: "/api/user/emailLogin?email=outbox-reader%40example.org", lan: "en" });
    expect(reply.status).toBe(200);
    const created = files().filter((f) => !before.includes(f));
    expect(created).toHaveLength(1);
    const file = path.join(outbox(), created[0]!);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const mail = parseMail(fs.readFileSync(file, "utf8"));
    expect(mail.to).toContain("outbox-reader@example.org");
    expect(mail.subject).toBe("Sign in to Prompt Plaza");
    expect(mail.html).toContain("Sign in to Prompt Plaza</a>");
    const link = linkIn(mail);
    const signedIn = await t.call({ method: "GET", url: `/api/user/verifyEmailLogin${link.search}` });
    expect(signedIn.status).toBe(200);
  });
});
