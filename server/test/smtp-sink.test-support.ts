/**
 * A real SMTP server on 127.0.0.1 (random port) that keeps what it receives. It advertises
 * STARTTLS with a self-signed certificate like many local relays, so it also proves the mailer
 * copes with that.
 */
import { SMTPServer } from "smtp-server";
import { parseMail, type ParsedMail } from "./mail-parsing.test-support.ts";

export type ReceivedMail = ParsedMail & { envelopeTo: string[]; raw: string };

export type SmtpSink = {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message (after those already seen) addressed to `to`. */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({ ...parseMail(raw), raw, envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const consumed = new Set<ReceivedMail>();

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async next(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => !consumed.has(m) && m.envelopeTo.includes(to));
        if (found) {
          consumed.add(found);
          return found;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
