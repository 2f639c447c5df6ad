/**
 * Recognises an image by its bytes, never by its name or declared type, and reads its pixel size
 * from the header without decoding it (there is no image library here, and none is needed to
 * refuse what a decoder would choke on).
 */
import { IMAGE_KINDS, UPLOAD_MAX_PIXELS, UPLOAD_MAX_SIDE, type ImageKind } from "../../../contract/uploads.ts";

export type SniffedImage = { kind: ImageKind; mime: string; ext: string; width: number; height: number };
export type SniffRefusal = "uploadNotImage" | "uploadSvgRefused" | "uploadUnreadableImage" | "uploadTooManyPixels" | "uploadHtmlInside";
export type SniffResult = { ok: true; image: SniffedImage } | { ok: false; reason: SniffRefusal };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const ascii = (bytes: Buffer, start: number, end: number) => (bytes.length >= end ? bytes.toString("latin1", start, end) : "");

export function detectKind(bytes: Buffer): ImageKind | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  const gif = ascii(bytes, 0, 6);
  if (gif === "GIF87a" || gif === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  return undefined;
}

type Size = { width: number; height: number };

/** IHDR must be the first chunk: length 13, then width and height as big-endian 32-bit numbers. */
function pngSize(bytes: Buffer): Size | undefined {
  if (bytes.length < 24 || ascii(bytes, 12, 16) !== "IHDR") return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers that carry the size (C4 DHT, C8 JPG and CC DAC share the range but do not). */
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Walks the marker segments up to the first start-of-frame; the image data (SOS) comes later. */
function jpegSize(bytes: Buffer): Size | undefined {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Standalone markers have no length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined;
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return undefined;
    if (JPEG_SOF.has(marker)) {
      if (offset + 9 > bytes.length) return undefined;
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
}

/** The logical screen; frames are drawn inside it. */
function gifSize(bytes: Buffer): Size | undefined {
  if (bytes.length < 10) return undefined;
  return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

/** The first chunk says which of the three WebP layouts this is. */
function webpSize(bytes: Buffer): Size | undefined {
  const chunk = ascii(bytes, 12, 16);
  if (chunk === "VP8 " && bytes.length >= 30) {
    // Lossy: a 3-byte frame tag, the start code 9D 01 2A, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === "VP8L" && bytes.length >= 25) {
    // Lossless: signature 0x2F, then width-1 and height-1 in 14 bits each.
    if (bytes[20] !== 0x2f) return undefined;
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X" && bytes.length >= 30) {
    // Extended: canvas width-1 and height-1 as 24-bit numbers.
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return undefined;
}

const SIZE_READERS: Record<ImageKind, (bytes: Buffer) => Size | undefined> = { png: pngSize, jpeg: jpegSize, gif: gifSize, webp: webpSize };

/**
 * Where browsers look when they sniff (the first 512 bytes in Chrome, up to 1 KB elsewhere), with
 * room to spare. Scanning further would start refusing real photos whose compressed data happens
 * to spell a marker; served with a fixed image type and nosniff, later bytes are never read as HTML.
 */
export const MARKUP_SCAN_BYTES = 2048;
const MARKUP = /<(?:script|html|\?php|!doctype\s+html|iframe|body|svg)\b/i;

/** SVG gets its own refusal: it is an image to a person, but a document that may run script to a browser. */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .toString("utf8", 0, Math.min(bytes.length, 1024))
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  return head.startsWith("<") && head.includes("<svg");
}

export function sniffImage(bytes: Buffer): SniffResult {
  const kind = detectKind(bytes);
  if (!kind) return { ok: false, reason: looksLikeSvg(bytes) ? "uploadSvgRefused" : "uploadNotImage" };
  const size = SIZE_READERS[kind](bytes);
  if (!size || size.width === 0 || size.height === 0) return { ok: false, reason: "uploadUnreadableImage" };
  if (size.width > UPLOAD_MAX_SIDE || size.height > UPLOAD_MAX_SIDE || size.width * size.height > UPLOAD_MAX_PIXELS) {
    return { ok: false, reason: "uploadTooManyPixels" };
  }
  // Defence in depth against polyglots (a valid image header followed by a page).
  if (MARKUP.test(bytes.toString("latin1", 0, Math.min(bytes.length, MARKUP_SCAN_BYTES)))) return { ok: false, reason: "uploadHtmlInside" };
  return { ok: true, image: { kind, ...IMAGE_KINDS[kind], ...size } };
}
