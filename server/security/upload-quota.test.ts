/**
 * Issue #22, uploads cannot fill the disk: an account keeps at most UPLOAD_QUOTA_MB of images
 * (judged one upload at a time, however many arrive together), many files at once is for
 * administrators, and files nothing names are removed once UPLOAD_ORPHAN_GRACE_HOURS have passed.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, promptTranslations, prompts, uploads } from "../db/schema.ts";
import { sweepOrphanUploads } from "../modules/uploads/service.ts";
import { makePng } from "../modules/uploads/images.test-support.ts";
import { engines } from "../test/databases.test-support.ts";
import { buildSignedInUser } from "../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";
import { report } from "./support/figures.test-support.ts";
import { multipartBody } from "./support/images.test-support.ts";
import { closeWithin } from "./support/timeout.test-support.ts";

const QUOTA_MB = 1;
const GRACE_HOURS = 2;
/** A valid PNG of about 300 KB (a text chunk of filler), so four exceed a 1 MB quota. */
const image = () => ({ filename: "a.png", type: "image/png", bytes: makePng(1, 1, { text: "a".repeat(300 * 1024) }) });

describe.each(engines())("upload quota and orphans on %s", (engine) => {
  let t: TestApp;
  const figures: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp(engine, { UPLOAD_QUOTA_MB: String(QUOTA_MB), UPLOAD_ORPHAN_GRACE_HOURS: String(GRACE_HOURS) });
  });
  afterAll(async () => {
    report(`upload quota (${engine}): ${figures.join("; ")}`);
    if (t) await closeWithin(() => t.close());
  });

  async function upload(url: string, token: string, files = [image()]) {
    const { body, contentType } = multipartBody(files);
    const reply = await t.app.inject({ method: "POST", url, headers: { "x-pp-token": token, "content-type": contentType, "x-lan": "en" }, payload: body });
    return { status: reply.statusCode, body: reply.json() as { msg: string; data: { url: string } } };
  }
  const storedBytes = async (ownerId: number) =>
    (await t.database.db.select().from(uploads).where(eq(uploads.ownerId, ownerId))).reduce((sum, r) => sum + r.size, 0);

  it("refuses /upload/multiple to users and takes it from administrators", async () => {
    const user = await buildSignedInUser(t);
    expect((await upload("/upload/multiple", user.token)).status).toBe(403);
    const admin = await buildSignedInUser(t, { role: 3 });
    expect((await upload("/upload/multiple", admin.token, [image(), image()])).status).toBe(200);
  });

  it("stops an account at its quota with a clear message, even with 20 uploads at once", async () => {
    const user = await buildSignedInUser(t);
    const results = await Promise.all(Array.from({ length: 20 }, () => upload("/upload", user.token)));
    const stored = results.filter((r) => r.status === 200).length;
    expect(stored).toBe(3);
    const refused = results.find((r) => r.status === 413)!;
    expect(refused.body.msg).toBe("Your uploaded images have reached the 1 MB storage limit; images nothing uses any more are removed regularly");
    expect(await storedBytes(user.user.id)).toBeLessThanOrEqual(QUOTA_MB * 1024 * 1024);
    expect(fs.readdirSync(path.join(t.config.dataDir, "uploads")).length).toBeGreaterThan(0);
    figures.push(`20 parallel 300 KB uploads against ${QUOTA_MB} MB: ${stored} stored`);
  });

  it("removes files nothing names once the grace period is over, and keeps avatars, category images and prompt images", async () => {
    const user = await buildSignedInUser(t);
    const admin = await buildSignedInUser(t, { role: 3 });
    const urls: string[] = [];
    for (let i = 0; i < 4; i++) urls.push((await upload("/upload", i < 2 ? user.token : admin.token)).body.data.url);
    const [avatarUrl, orphanUrl, categoryUrl, promptUrl] = urls as [string, string, string, string];
    expect((await t.call({ method: "PUT", url: "/auth/profile", token: user.token, payload: { avatar: avatarUrl } })).status).toBe(200);
    await t.database.db.insert(categories).values({ code: `c${Date.now()}`, img: categoryUrl });
    const [prompt] = await t.database.db
      .insert(prompts)
      .values({ code: `p${Date.now()}` })
      .returning({ id: prompts.id });
    await t.database.db
      .insert(promptTranslations)
      .values({ promptId: prompt!.id, lan: "zh-CN", title: "t", prompt: "p", demo: [{ input: "i", out: "o", outImgs: [promptUrl] }] });

    const deps = { db: t.database.db, dir: path.join(t.config.dataDir, "uploads"), clock: t.clock };
    const graceMs = t.config.uploads.orphanGraceMs;
    t.clock.advance(graceMs - 60_000);
    expect(await sweepOrphanUploads(deps, graceMs)).toBe(0);
    t.clock.advance(2 * 60_000);
    // Signed in now: the earlier tokens have expired on the moved clock.
    const fresh = (await upload("/upload", (await buildSignedInUser(t)).token)).body.data.url;
    await sweepOrphanUploads(deps, graceMs);
    t.clock.reset();

    const served = async (url: string) => (await t.app.inject({ method: "GET", url })).statusCode;
    expect(await served(orphanUrl)).toBe(404);
    expect(await Promise.all([avatarUrl, categoryUrl, promptUrl, fresh].map(served))).toEqual([200, 200, 200, 200]);
    const names = (await t.database.db.select({ name: uploads.fileName }).from(uploads)).map((r) => `/uploads/${r.name}`);
    expect(names).not.toContain(orphanUrl);
    figures.push(`orphans swept after ${GRACE_HOURS} h, named files kept`);
  });
});
