/** The about page's contact form (name, email and message all required) and its mailto: link. */

export type ContactFields = { name: string; email: string; message: string };
export type ContactField = keyof ContactFields;
/** Message keys under about:contact.errors. */
export type ContactError = "nameRequired" | "emailRequired" | "emailInvalid" | "messageRequired";

export const EMPTY_CONTACT: ContactFields = { name: "", email: "", message: "" };

/** Something@something.tld, no spaces: enough to catch typos; the mail client does the rest. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateContact(fields: ContactFields): Partial<Record<ContactField, ContactError>> {
  const errors: Partial<Record<ContactField, ContactError>> = {};
  if (!fields.name.trim()) errors.name = "nameRequired";
  const email = fields.email.trim();
  if (!email) errors.email = "emailRequired";
  else if (!EMAIL.test(email)) errors.email = "emailInvalid";
  if (!fields.message.trim()) errors.message = "messageRequired";
  return errors;
}

/** mailto:to?subject=…&body=… with every part percent-encoded (RFC 6068: no "+" for spaces). */
export function mailtoUrl(to: string, subject: string, body: string): string {
  // Mail clients expect CRLF line breaks in a mailto body.
  const crlf = body.replace(/\r?\n/g, "\r\n");
  return `mailto:${encodeURIComponent(to).replace("%40", "@")}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(crlf)}`;
}
