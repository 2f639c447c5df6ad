import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadedFile } from "../../../contract/uploads.ts";
import { uploads } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildSignedInUser } from "../../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { WRITE_LIMITS } from "../../lib/write-limits.ts";
import { HTML_PAGE, makeGif, makeJpeg, makePng, makeWebp, SVG_WITH_SCRIPT } from "./images.test-support.ts";

type Part = { filename: string; type?: string; bytes: Buffer; field?: string };

/** A multipart body written by hand, so a test controls every name and declared type. */
function multipart(parts: Part[]) {
  const boundary = `----pp-test-${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? "file"}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? "application/octet-stream"}\r\n\r\n`,
    ),
    p.bytes,
    Buffer.from("\r\n"),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

describe.each(engines())("uploads on %s", (engine) => {
  let t: TestApp;
  let token: string;
  /** /upload/multiple is for administrators (issue #22). */
  let adminToken: string;
  let dir: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    token = (await buildSignedInUser(t)).token;
    adminToken = (await buildSignedInUser(t, { role: 3 })).token;
    dir = path.join(t.config.dataDir, "uploads");
  });
  afterAll(() => t.close());

  const upload = <T = UploadedFile>(url: string, parts: Part[], options: { token?: string; lan?: string } = {}) =>
    t.call<T>({ method: "POST", url, ...multipart(parts), token: "token" in options ? options.token : token, ...(options.lan ? { lan: options.lan } : {}) });
  const stored = () => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
  const rows = () => t.database.db.select().from(uploads);

  it("a visitor gets 401 on every upload call and nothing is stored", async () => {
    for (const url of ["/upload", "/upload/multiple", "/upload/avatar"]) {
      const { status } = await upload(url, [{ filename: "a.png", type: "image/png", bytes: makePng(2, 2) }], { token: undefined });
      expect(status, url).toBe(401);
    }
    expect(stored()).toEqual([]);
  });

  it("stores a real PNG under a server-chosen name and serves it back byte for byte as an inert image", async () => {
    const png = makePng(4, 3);
    const { status, body } = await upload("/upload", [{ filename: "cat.png", type: "image/png", bytes: png }]);
    expect(status).toBe(200);
    expect(body.data).toEqual({ url: `/uploads/${body.data.name}`, name: expect.stringMatching(/^[0-9a-f]{32}\.png$/), size: png.length, mime: "image/png" });
    expect(await rows()).toContainEqual(expect.objectContaining({ fileName: body.data.name, mime: "image/png", size: png.length }));

    const served = await t.app.inject({ method: "GET", url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers).toMatchObject({
      "content-type": "image/png",
      "content-length": String(png.length),
      "x-content-type-options": "nosniff",
      "content-disposition": "inline",
      "cache-control": "public, max-age=31536000, immutable",
      "content-security-policy": "default-src 'none'; sandbox",
    });
  });

  it("judges by content: a JPEG named .png and declared as text is stored and served as a JPEG", async () => {
    const { body } = await upload("/upload", [{ filename: "photo.png", type: "text/plain", bytes: makeJpeg(800, 600) }]);
    expect(body.data).toMatchObject({ mime: "image/jpeg", name: expect.stringMatching(/\.jpg$/) });
    expect((await t.app.inject({ method: "GET", url: body.data.url })).headers["content-type"]).toBe("image/jpeg");
  });

  it("stores several images in one call, each under its detected type", async () => {
    const files = [makePng(2, 2), makeGif(5, 5), makeWebp(20, 10, "VP8L"), makeJpeg(7, 7)];
    const { status, body } = await upload<UploadedFile[]>(
      "/upload/multiple",
      files.map((bytes, i) => ({ field: "files", filename: `f${i}`, bytes })),
      { token: adminToken },
    );
    expect(status).toBe(200);
    expect(body.data.map((f) => f.mime)).toEqual(["image/png", "image/gif", "image/webp", "image/jpeg"]);
    expect(new Set(body.data.map((f) => f.name)).size).toBe(4);
  });

  it.each([
    ["a renamed HTML page", { filename: "cute.png", type: "image/png", bytes: HTML_PAGE }, 415, "“cute.png”不是支持的图片格式（仅限 PNG、JPEG、GIF、WebP）"],
    [
      "an SVG carrying a script",
      { filename: "logo.svg", type: "image/svg+xml", bytes: SVG_WITH_SCRIPT },
      415,
      "“logo.svg”是 SVG 图片，出于安全原因不接受（可能包含脚本），请转换为 PNG 或 WebP",
    ],
    [
      "a PNG declaring 100000 × 100000 pixels",
      { filename: "flood.png", bytes: makePng(1, 1, { declared: { width: 100_000, height: 100_000 } }) },
      422,
      "“flood.png”的尺寸过大（每边最多 10,000 像素，总计最多 40 百万像素）",
    ],
    [
      "a PNG with a page behind its header",
      { filename: "poly.png", type: "image/png", bytes: makePng(2, 2, { text: "<script>alert(1)</script>" }) },
      415,
      "“poly.png”中含有网页或脚本内容，已拒绝",
    ],
    ["a truncated PNG", { filename: "cut.png", bytes: makePng(2, 2).subarray(0, 16) }, 422, "“cut.png”的图片数据已损坏或无法识别尺寸"],
  ])("refuses %s and stores nothing", async (_, part, status, msg) => {
    const before = { files: stored(), rows: (await rows()).length };
    const response = await upload("/upload", [part]);
    expect(response.status).toBe(status);
    expect(response.body.msg).toBe(msg);
    expect({ files: stored(), rows: (await rows()).length }).toEqual(before);
  });

  it("refuses a 3 MB file with 413 and stores nothing", async () => {
    const before = stored();
    const big = Buffer.concat([makePng(2, 2), Buffer.alloc(3 * 1024 * 1024)]);
    const { status, body } = await upload("/upload", [{ filename: "big.png", type: "image/png", bytes: big }]);
    expect(status).toBe(413);
    expect(body.msg).toBe("图片过大，每个文件最多 2 MB");
    expect(stored()).toEqual(before);
  });

  it("refuses the whole call when one of several files is bad, so no half of it is stored", async () => {
    const before = stored();
    const { status } = await upload(
      "/upload/multiple",
      [
        { filename: "ok.png", bytes: makePng(2, 2) },
        { filename: "evil.gif", bytes: HTML_PAGE },
      ],
      { token: adminToken },
    );
    expect(status).toBe(415);
    expect(stored()).toEqual(before);
  });

  it("takes one file on /upload and ten on /upload/multiple, refusing more with 413", async () => {
    const two = [makePng(2, 2), makePng(3, 3)].map((bytes, i) => ({ filename: `${i}.png`, bytes }));
    const single = await upload("/upload", two);
    expect(single.status).toBe(413);
    expect(single.body.msg).toBe("一次最多上传 1 个文件");
    const eleven = Array.from({ length: 11 }, (_, i) => ({ filename: `${i}.png`, bytes: makePng(1, 1) }));
    const before = stored();
    const many = await upload("/upload/multiple", eleven, { lan: "en", token: adminToken });
    expect(many.status).toBe(413);
    expect(many.body.msg).toBe("At most 10 files per upload");
    expect(stored()).toEqual(before);
  });

  it("never uses the client's file name in the path: a traversal name is stored under a server-chosen one", async () => {
    const { status, body } = await upload("/upload", [{ filename: "../../../../tmp/evil.png", bytes: makePng(2, 2) }]);
    expect(status).toBe(200);
    expect(body.data.name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(fs.existsSync(path.join(dir, body.data.name))).toBe(true);
    expect(fs.existsSync(path.join(t.config.dataDir, "..", "..", "tmp", "evil.png"))).toBe(false);
    expect(stored().every((name) => /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/.test(name))).toBe(true);
  });

  it.each([
    "/uploads/..%2F..%2Fetc%2Fpasswd",
    "/uploads/%2e%2e%2fconfig.png",
    "/uploads/0123456789abcdef0123456789abcdef.svg",
    "/uploads/0123456789abcdef0123456789abcdef.png",
    "/uploads/x.png",
  ])("answers 404 for %s", async (url) => {
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("replies the address on /upload/avatar, and the profile update then makes it the avatar", async () => {
    const { token: own } = await buildSignedInUser(t);
    const { body } = await upload("/upload/avatar", [{ field: "avatar", filename: "me.webp", bytes: makeWebp(64, 64, "VP8X") }], { token: own });
    expect(body.data.mime).toBe("image/webp");
    const profile = await t.call<{ avatar: string }>({ method: "PUT", url: "/auth/profile", token: own, payload: { avatar: body.data.url } });
    expect(profile.status).toBe(200);
    expect(profile.body.data.avatar).toBe(body.data.url);
  });

  it("answers 400 to a form without a file and 415 to a body that is not multipart", async () => {
    const empty = await t.call({
      method: "POST",
      url: "/upload",
      token,
      payload: Buffer.from("--b--\r\n"),
      headers: { "content-type": "multipart/form-data; boundary=b" },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe("请选择要上传的图片");
    const json = await t.call({ method: "POST", url: "/upload", token, payload: { file: "x" } });
    expect(json.status).toBe(415);
  });

  it("throttles one user's uploads with 429 and Retry-After, without slowing anyone else", async () => {
    const { token: busy } = await buildSignedInUser(t);
    const file = [{ filename: "a.png", bytes: makePng(1, 1) }];
    for (let i = 0; i < WRITE_LIMITS.upload.account; i++) expect((await upload("/upload", file, { token: busy })).status).toBe(200);
    const refused = await upload("/upload", file, { token: busy });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await upload("/upload", file)).status).toBe(200);
    t.clock.advance(WRITE_LIMITS.upload.windowMs + 1000);
    expect((await upload("/upload", file, { token: busy })).status).toBe(200);
  });
});
