import { describe, expect, it } from "vitest";
import { MARKUP_SCAN_BYTES, sniffImage } from "./image-sniff.ts";
import { HTML_PAGE, makeGif, makeJpeg, makePng, makeWebp, SVG_WITH_SCRIPT } from "./images.test-support.ts";

const refusal = (bytes: Buffer) => {
  const result = sniffImage(bytes);
  return result.ok ? "accepted" : result.reason;
};

describe("image recognition by content", () => {
  it.each([
    ["a PNG", makePng(3, 2), "png", "image/png", 3, 2],
    ["a baseline JPEG", makeJpeg(640, 480), "jpeg", "image/jpeg", 640, 480],
    ["a progressive JPEG", makeJpeg(1200, 800, 0xc2), "jpeg", "image/jpeg", 1200, 800],
    ["a GIF", makeGif(16, 9), "gif", "image/gif", 16, 9],
    ["a lossy WebP", makeWebp(300, 200, "VP8 "), "webp", "image/webp", 300, 200],
    ["a lossless WebP", makeWebp(9000, 4000, "VP8L"), "webp", "image/webp", 9000, 4000],
    ["an extended WebP", makeWebp(5000, 7000, "VP8X"), "webp", "image/webp", 5000, 7000],
  ])("recognises %s and reads its size from the header", (_, bytes, kind, mime, width, height) => {
    expect(sniffImage(bytes)).toEqual({ ok: true, image: { kind, mime, ext: kind === "jpeg" ? "jpg" : kind, width, height } });
  });

  it("skips fill bytes and restart markers between JPEG segments", () => {
    const jpeg = makeJpeg(10, 20);
    const padded = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xff, 0xff, 0xd0]), jpeg.subarray(2)]);
    expect(sniffImage(padded)).toMatchObject({ ok: true, image: { width: 10, height: 20 } });
  });

  it("refuses what is not an image we take, whatever it is called", () => {
    expect(refusal(HTML_PAGE)).toBe("uploadNotImage");
    expect(refusal(Buffer.from("%PDF-1.7"))).toBe("uploadNotImage");
    expect(refusal(Buffer.alloc(0))).toBe("uploadNotImage");
    expect(refusal(Buffer.from("BM6\0\0\0"))).toBe("uploadNotImage");
  });

  it("names SVG in its refusal, with or without an XML declaration or a byte-order mark", () => {
    expect(refusal(SVG_WITH_SCRIPT)).toBe("uploadSvgRefused");
    expect(refusal(Buffer.from('\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("uploadSvgRefused");
  });

  it("refuses a header it cannot read a size from", () => {
    expect(refusal(makePng(2, 2).subarray(0, 20))).toBe("uploadUnreadableImage");
    expect(refusal(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]))).toBe("uploadUnreadableImage");
    expect(refusal(makePng(1, 1, { declared: { width: 0, height: 5 } }))).toBe("uploadUnreadableImage");
    expect(refusal(makeJpeg(0, 0))).toBe("uploadUnreadableImage");
  });

  it.each([
    ["100000 × 100000 in a PNG", makePng(1, 1, { declared: { width: 100_000, height: 100_000 } })],
    ["one side over 10000", makePng(1, 1, { declared: { width: 10_001, height: 1 } })],
    ["over 40 megapixels with sides under 10000", makeWebp(8000, 6000, "VP8X")],
    ["a 65535 × 65535 JPEG", makeJpeg(65_535, 65_535)],
    ["a 65535 × 65535 GIF screen", makeGif(65_535, 65_535)],
  ])("refuses a pixel flood: %s", (_, bytes) => {
    expect(refusal(bytes)).toBe("uploadTooManyPixels");
  });

  it("accepts the largest image the limits allow", () => {
    expect(refusal(makePng(1, 1, { declared: { width: 10_000, height: 4_000 } }))).toBe("accepted");
  });

  it.each(["<script>alert(1)</script>", "<?php system($_GET['c']); ?>", "<HTML><BODY>", "<!DOCTYPE html>", "<iframe src=x>"])(
    "refuses a polyglot that hides %s after a valid header",
    (markup) => {
      expect(refusal(makePng(2, 2, { text: markup }))).toBe("uploadHtmlInside");
    },
  );

  it("looks for markup only where browsers sniff, so a long image with the bytes later is kept", () => {
    const late = Buffer.concat([makePng(2, 2), Buffer.alloc(MARKUP_SCAN_BYTES), Buffer.from("<script>")]);
    expect(refusal(late)).toBe("accepted");
  });
});
