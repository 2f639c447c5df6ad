/**
 * Hostile files for the upload tests, built byte by byte (images from the uploads module's test
 * builders): a PNG that declares a pixel flood, polyglots (an image that is also HTML or script), an SVG with script, HTML with
 * an image's name, and a multipart body to carry any of them.
 */
import { makePng } from "../../modules/uploads/images.test-support.ts";

const SCRIPT = "<script>window.__xss=1</script>";

export const HOSTILE_FILES: Array<{ name: string; filename: string; type: string; bytes: Buffer }> = [
  {
    name: "a PNG with HTML in a text chunk (polyglot)",
    filename: "poly.png",
    type: "image/png",
    bytes: makePng(1, 1, { text: `<html><body>${SCRIPT}</body></html>` }),
  },
  {
    name: "a PNG with HTML after its end (polyglot)",
    filename: "tail.png",
    type: "image/png",
    bytes: Buffer.concat([makePng(1, 1), Buffer.from(`<html>${SCRIPT}</html>`)]),
  },
  {
    name: "a GIF that is also JavaScript (polyglot)",
    filename: "poly.gif",
    type: "image/gif",
    bytes: Buffer.from(`GIF89a/*\u0001\u0001\u0000\u0000\u0000\u0000*/=1;window.__xss=1;//;`, "latin1"),
  },
  {
    name: "an SVG with script",
    filename: "logo.svg",
    type: "image/svg+xml",
    bytes: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"><script>window.__xss=1</script></svg>`),
  },
  {
    name: "an SVG named and typed as a PNG",
    filename: "logo.png",
    type: "image/png",
    bytes: Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>window.__xss=1</script></svg>`),
  },
  { name: "HTML renamed as an image", filename: "photo.jpg", type: "image/jpeg", bytes: Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`) },
  {
    name: "a pixel flood (100000×100000 declared in a tiny PNG)",
    filename: "flood.png",
    type: "image/png",
    bytes: makePng(1, 1, { declared: { width: 100_000, height: 100_000 } }),
  },
  { name: "a file over 2 MB", filename: "big.png", type: "image/png", bytes: Buffer.concat([makePng(1, 1), Buffer.alloc(2 * 1024 * 1024 + 10)]) },
];

/** Names a client might send to reach outside the upload folder. */
export const TRAVERSAL_NAMES = [
  "../../../../tmp/pp-escape.png",
  "..\\..\\..\\pp-escape.png",
  "/etc/pp-escape.png",
  "a/../../pp-escape.png",
  "pp-escape.png\u0000.html",
  "%2e%2e%2fpp-escape.png",
  "pp‮gnp.html",
];

export function multipartBody(files: Array<{ field?: string; filename: string; type: string; bytes: Buffer }>): { body: Buffer; contentType: string } {
  const boundary = "----security-upload-boundary-7MA4YWxkTrZu0gW";
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${f.field ?? "file"}"; filename="${f.filename.replace(/"/g, "%22")}"\r\ncontent-type: ${f.type}\r\n\r\n`,
        "utf8",
      ),
      f.bytes,
      Buffer.from("\r\n"),
    ]),
  );
  return { body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
