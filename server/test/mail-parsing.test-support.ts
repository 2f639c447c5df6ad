/**
 * Just enough MIME to read what our mailer sends (headers, multipart, quoted-printable, base64,
 * encoded-word subjects), so tests can assert on a real message as a mail client would see it.
 */
export type ParsedMail = { headers: Map<string, string>; subject: string; to: string; text: string; html: string };

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, "\n");
  const end = normalised.indexOf("\n\n");
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? "" : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\n/g, "");
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(part.body);
  return part.body;
}

export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function leaves(part: Part): Part[] {
  const type = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith("multipart/") || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections.filter((s) => !s.startsWith("--")).flatMap((s) => leaves(splitPart(s.replace(/^\n/, ""))));
}

export function parseMail(raw: string): ParsedMail {
  const root = splitPart(raw);
  const parts = leaves(root);
  const find = (type: string) => {
    const part = parts.find((p) => (p.headers.get("content-type") ?? "text/plain").toLowerCase().startsWith(type));
    return part ? decodeBody(part) : "";
  };
  return {
    headers: root.headers,
    subject: decodeWords(root.headers.get("subject") ?? ""),
    to: root.headers.get("to") ?? "",
    text: find("text/plain"),
    html: find("text/html"),
  };
}

/** The sign-in link in a mail's text part. */
export function linkIn(mail: ParsedMail): URL {
  const match = /https?:\/\/\S+\/emailLogin\?\S+/.exec(mail.text);
  if (!match) throw new Error(`no sign-in link in:\n${mail.text}`);
  return new URL(match[0]);
}
