/**
 * Hostile files for the upload tests, built byte by byte: a real 1×1 PNG, a PNG that declares a
 * pixel flood, polyglots (an image that is also HTML or script), an SVG with script, HTML with
 * an image's name, and a multipart body to carry any of them.
 */
import { deflateSync } from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of the given size (grey, 8-bit); the pixel data is honest only for small sizes. */
export function png(width = 1, height = 1, extraChunks: Buffer[] = []): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = width * height <= 1_000_000 ? Buffer.alloc((width + 1) * height) : Buffer.alloc(2);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), ...extraChunks, chunk("IDAT", deflateSync(rows)), chunk("IEND", Buffer.alloc(0))]);
}

const SCRIPT = "<script>window.__xss=1</script>";

export const HOSTILE_FILES: Array<{ name: string; filename: string; type: string; bytes: Buffer }> = [
  { name: "a PNG with HTML in a text chunk (polyglot)", filename: "poly.png", type: "image/png", bytes: png(1, 1, [chunk("tEXt", Buffer.from(`Comment\u0000<html><body>${SCRIPT}</body></html>`, "latin1"))]) },
  { name: "a PNG with HTML after its end (polyglot)", filename: "tail.png", type: "image/png", bytes: Buffer.concat([png(), Buffer.from(`<html>${SCRIPT}</html>`)]) },
  { name: "a GIF that is also JavaScript (polyglot)", filename: "poly.gif", type: "image/gif", bytes: Buffer.from(`GIF89a/*\u0001\u0001\u0000\u0000\u0000\u0000*/=1;window.__xss=1;//;`, "latin1") },
  { name: "an SVG with script", filename: "logo.svg", type: "image/svg+xml", bytes: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"><script>window.__xss=1</script></svg>`) },
  { name: "an SVG named and typed as a PNG", filename: "logo.png", type: "image/png", bytes: Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>window.__xss=1</script></svg>`) },
  { name: "HTML renamed as an image", filename: "photo.jpg", type: "image/jpeg", bytes: Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`) },
  { name: "a pixel flood (100000×100000 declared in a tiny PNG)", filename: "flood.png", type: "image/png", bytes: png(100_000, 100_000) },
  { name: "a file over 2 MB", filename: "big.png", type: "image/png", bytes: Buffer.concat([png(), Buffer.alloc(2 * 1024 * 1024 + 10)]) },
];

/** Names a client might send to reach outside the upload folder. */
export const TRAVERSAL_NAMES = ["../../../../tmp/pp-escape.png", "..\\..\\..\\pp-escape.png", "/etc/pp-escape.png", "a/../../pp-escape.png", "pp-escape.png\u0000.html", "%2e%2e%2fpp-escape.png", "pp‮gnp.html"];

export function multipartBody(files: Array<{ field?: string; filename: string; type: string; bytes: Buffer }>): { body: Buffer; contentType: string } {
  const boundary = "----security-upload-boundary-7MA4YWxkTrZu0gW";
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${f.field ?? "file"}"; filename="${f.filename.replace(/"/g, "%22")}"\r\ncontent-type: ${f.type}\r\n\r\n`, "utf8"),
      f.bytes,
      Buffer.from("\r\n"),
    ]),
  );
  return { body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
