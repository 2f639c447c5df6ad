/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set (its query string carries transport
 * options, e.g. ?ignoreTLS=true), otherwise each message is written as an .eml file to
 * DATA_DIR/outbox so a local install needs no mail server and a developer can open the message.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type MailDelivery = { via: "smtp" } | { via: "outbox"; file: string };

export type Mailer = {
  send(message: MailMessage): Promise<MailDelivery>;
  close(): void;
};

export type MailerOptions = { smtpUrl?: string; mailFrom: string; dataDir: string };

const SMTP_TIMEOUT_MS = 10_000;

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl, options.mailFrom) : createOutboxMailer(path.join(options.dataDir, "outbox"), options.mailFrom);
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  const loopback = ["127.0.0.1", "localhost", "[::1]", "::1"].includes(url.hostname);
  // A relay on the same machine (a local sink or a sidecar MTA) rarely has a certificate that
  // verifies; anything remote keeps nodemailer's opportunistic STARTTLS with verification.
  if (loopback && !url.searchParams.has("ignoreTLS")) url.searchParams.set("ignoreTLS", "true");
  for (const [key, value] of [
    ["connectionTimeout", SMTP_TIMEOUT_MS],
    ["greetingTimeout", SMTP_TIMEOUT_MS],
    ["socketTimeout", SMTP_TIMEOUT_MS],
  ] as const) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  const transport = nodemailer.createTransport(url.toString(), { from });
  return {
    async send(message) {
      await transport.sendMail(message);
      return { via: "smtp" };
    },
    close: () => transport.close(),
  };
}

function createOutboxMailer(outbox: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }, { from });
  return {
    async send(message) {
      const info = await transport.sendMail(message);
      await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
      // Sortable by time, unique within the millisecond.
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      const file = path.join(outbox, name);
      // The message holds a sign-in link: readable by the owner only.
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      return { via: "outbox", file };
    },
    close: () => transport.close(),
  };
}
