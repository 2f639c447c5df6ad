/**
 * Compressed copies of a cached reply. @fastify/compress compresses every reply again, which for
 * a cached page costs more than serving it (a 40 KB page: brotli on every hit, against a memory
 * read): a cache entry keeps each encoding it has been asked for, made once. The choices follow
 * the plugin's (brotli or gzip, from 1 KB, text types only), so hits and misses look alike.
 */
import zlib from "node:zlib";

export type Encoding = "br" | "gzip";

/** Same lower bound as the compress plugin's threshold in app.ts. */
export const COMPRESS_THRESHOLD = 1024;
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)/u;

/** br before gzip when both are acceptable; an explicit q=0 refuses an encoding. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) continue;
    accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return undefined;
}

export function isCompressible(contentType: string, size: number): boolean {
  return size >= COMPRESS_THRESHOLD && COMPRESSIBLE.test(contentType);
}

/**
 * Made once per entry, so it can afford a better ratio than the plugin's per-reply brotli
 * quality 4; 6 keeps the one-off cost near a millisecond for a page.
 */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === "br"
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : zlib.gzipSync(body, { level: 6 });
}
