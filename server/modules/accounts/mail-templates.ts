/** The sign-in mail, as plain text and HTML, in the requester's language. */
import type { Language } from "../../../contract/constants.ts";
import type { MailMessage } from "../../lib/mailer.ts";
import { translate } from "../../lib/messages.ts";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function emailLoginMail(lan: Language, to: string, link: string, minutes: number): MailMessage {
  const t = (key: string) => translate(lan, `mail.emailLogin.${key}`, { minutes });
  const text = [t("greeting"), "", t("intro"), "", link, "", t("expiry"), t("ignore"), "", "— Prompt Plaza"].join("\n");
  const html = `<!doctype html>
<html lang="${lan}"><body style="font-family: sans-serif; line-height: 1.6; color: #1f2937;">
<p>${escapeHtml(t("greeting"))}</p>
<p>${escapeHtml(t("intro"))}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #2563eb; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeHtml(t("button"))}</a></p>
<p style="word-break: break-all; font-size: 13px; color: #4b5563;">${escapeHtml(link)}</p>
<p style="font-size: 13px; color: #4b5563;">${escapeHtml(t("expiry"))}<br>${escapeHtml(t("ignore"))}</p>
</body></html>`;
  return { to, subject: t("subject"), text, html };
}
