/**
 * What the log may say about a request. A sign-in link's token is a password for ten minutes: the
 * landing page (/emailLogin?token=…) and the verification call carry it in the query string, so
 * every request line has its secret query values replaced (issue #22).
 */
import type { FastifyRequest } from "fastify";

/** Query parameters whose values are secrets, compared decoded and case-blind. */
const SECRET_PARAMETERS = new Set(["token", "refreshtoken"]);

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, " ")).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/** The URL with each secret query value replaced by [redacted]; everything else as sent. */
export function redactUrl(url: string): string {
  const start = url.indexOf("?");
  if (start === -1) return url;
  const parts = url
    .slice(start + 1)
    .split("&")
    .map((part) => {
      const name = part.split("=", 1)[0]!;
      return SECRET_PARAMETERS.has(decodedName(name)) ? `${name}=[redacted]` : part;
    });
  return `${url.slice(0, start + 1)}${parts.join("&")}`;
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}
