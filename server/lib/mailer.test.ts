import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseMail } from "../test/mail-parsing.test-support.ts";
import { startSmtpSink, type SmtpSink } from "../test/smtp-sink.test-support.ts";
import { createMailer } from "./mailer.ts";

const message = {
  to: "reader@example.org",
  subject: "你好 Prompt Plaza",
  text: "正文 body https://x.example/emailLogin?token=abc&email=a",
  html: "<p>正文 <b>body</b></p>",
};

describe("the mailer", () => {
  let smtp: SmtpSink;
  let dataDir: string;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-mailer-"));
  });
  afterAll(async () => {
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("delivers over SMTP to a local server that offers STARTTLS with an unverifiable certificate", async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: "Prompt Plaza <no-reply@plaza.example>", dataDir });
    expect(await mailer.send(message)).toEqual({ via: "smtp" });
    const received = await smtp.next("reader@example.org");
    expect(received.subject).toBe("你好 Prompt Plaza");
    expect(received.text).toContain("正文 body https://x.example/emailLogin?token=abc&email=a");
    expect(received.html).toContain("<b>body</b>");
    expect(received.headers.get("from")).toContain("no-reply@plaza.example");
    mailer.close();
  });

  it("fails loudly when the SMTP server cannot be reached", async () => {
    const mailer = createMailer({ smtpUrl: "smtp://127.0.0.1:1", mailFrom: "a@b.example", dataDir });
    await expect(mailer.send(message)).rejects.toThrow();
    mailer.close();
  });

  it("writes an .eml file with both parts to the outbox when no SMTP server is configured", async () => {
    const mailer = createMailer({ mailFrom: "Prompt Plaza <no-reply@plaza.example>", dataDir });
    const delivery = await mailer.send(message);
    expect(delivery.via).toBe("outbox");
    if (delivery.via !== "outbox") return;
    expect(path.dirname(delivery.file)).toBe(path.join(dataDir, "outbox"));
    expect(delivery.file.endsWith(".eml")).toBe(true);
    const mail = parseMail(fs.readFileSync(delivery.file, "utf8"));
    expect(mail.subject).toBe("你好 Prompt Plaza");
    expect(mail.text).toContain("正文 body");
    expect(mail.html).toContain("<b>body</b>");
  });
});
