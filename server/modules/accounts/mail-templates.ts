/** The account mails (sign-in link, change of address), as plain text and HTML, in the recipient's language. */
import type { Language } from "../../../contract/constants.ts";
import type { MailMessage } from "../../lib/mailer.ts";
import { translate, type KeysUnder } from "../../lib/messages.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

type MailParts = { to: string; lan: Language; subject: string; greeting: string; intro: string; link?: { url: string; button: string }; notes: string[] };

/** One layout for every account mail: greeting, intro, the link as a button and as text, small notes. */
function composeMail({ to, lan, subject, greeting, intro, link, notes }: MailParts): MailMessage {
  const text = [greeting, "", intro, "", ...(link ? [link.url, ""] : []), ...notes, "", "— Prompt Plaza"].join("\n");
  const linkHtml = link
    ? `<p><a href="${escapeHtml(link.url)}" style="display: inline-block; padding: 10px 18px; background: #2563eb; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeHtml(link.button)}</a></p>
<p style="word-break: break-all; font-size: 13px; color: #4b5563;">${escapeHtml(link.url)}</p>
`
    : "";
  const html = `<!doctype html>
<html lang="${lan}"><body style="font-family: sans-serif; line-height: 1.6; color: #1f2937;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${linkHtml}<p style="font-size: 13px; color: #4b5563;">${notes.map(escapeHtml).join("<br>")}</p>
</body></html>`;
  return { to, subject, text, html };
}

export function emailLoginMail(lan: Language, to: string, link: string, minutes: number): MailMessage {
  const t = (key: KeysUnder<"mail.emailLogin">) => translate(lan, `mail.emailLogin.${key}`, { minutes });
  return composeMail({
    to,
    lan,
    subject: t("subject"),
    greeting: t("greeting"),
    intro: t("intro"),
    link: { url: link, button: t("button") },
    notes: [t("expiry"), t("ignore")],
  });
}

/** To the new address: the link that applies the change. */
export function emailChangeMail(lan: Language, to: string, username: string, link: string, minutes: number): MailMessage {
  const t = (key: KeysUnder<"mail.emailChange">) => translate(lan, `mail.emailChange.${key}`, { minutes, username });
  return composeMail({
    to,
    lan,
    subject: t("subject"),
    greeting: translate(lan, "mail.greeting"),
    intro: t("intro"),
    link: { url: link, button: t("button") },
    notes: [t("expiry"), t("ignore")],
  });
}

/** To a new address that already has an account: the caller was told the same as for any address. */
export function emailTakenMail(lan: Language, to: string): MailMessage {
  const t = (key: KeysUnder<"mail.emailTaken">) => translate(lan, `mail.emailTaken.${key}`);
  return composeMail({ to, lan, subject: t("subject"), greeting: translate(lan, "mail.greeting"), intro: t("intro"), notes: [t("ignore")] });
}

/** To the old address, once the change is applied. */
export function emailChangedMail(lan: Language, to: string, username: string, newEmail: string): MailMessage {
  const t = (key: KeysUnder<"mail.emailChanged">) => translate(lan, `mail.emailChanged.${key}`, { username, newEmail });
  return composeMail({ to, lan, subject: t("subject"), greeting: translate(lan, "mail.greeting"), intro: t("intro"), notes: [t("ignore")] });
}
