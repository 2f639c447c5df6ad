import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prompts } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { adminCaller, categoryIds, signedInCaller, userPayload, type Caller } from "../prompts/prompt-callers.test-support.ts";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the PNG's IHDR chunk, which always comes first. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe.each(engines())("share images on %s", (engine) => {
  let t: TestApp;
  let admin: Caller;
  let writing: number;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  beforeAll(async () => {
    t = await buildTestApp(engine, {
      SEED: "demo",
      PUBLIC_URL: "https://plaza.example",
    });
    admin = await adminCaller(t);
    writing = (await categoryIds(t)).writing!;
  });
  afterAll(() => t.close());

  it("draws a 1200×630 PNG card per prompt, category, article and the site, in each language", async () => {
    const { code } = (
      await admin.add(
        userPayload(writing, {
          title: "分享卡片的提示词：字库外的字 𪚥 与表情 😀 也不出错",
        }),
      )
    ).body.data;
    const addresses = [
      `/og/zh-CN/prompt/${code}.png`,
      `/og/en/prompt/${code}.png`,
      "/og/zh-TW/category/writing.png",
      "/og/en/blog/prompt-structure.png",
      "/og/zh-TW/site.png",
    ];
    for (const address of addresses) {
      const response = await get(address);
      expect(response.statusCode, address).toBe(200);
      expect(response.headers["content-type"]).toBe("image/png");
      expect(response.headers["cache-control"]).toBe("public, max-age=3600");
      expect(pngSize(response.rawPayload), address).toEqual({
        width: 1200,
        height: 630,
      });
    }
  });

  it("draws a tall poster per prompt", async () => {
    const { code } = (await admin.add(userPayload(writing, { title: "海报上的提示词" }))).body.data;
    const response = await get(`/og/zh-CN/poster/${code}.png`);
    expect(response.statusCode).toBe(200);
    expect(pngSize(response.rawPayload)).toEqual({ width: 750, height: 1200 });
  });

  it("answers 404 for an unknown language, a missing or private prompt, a members-only prompt and anything not a PNG name", async () => {
    const owner = await signedInCaller(t);
    const hidden = (
      await owner.add(
        userPayload(writing, {
          title: "只给自己看的提示词",
          status: "private",
        }),
      )
    ).body.data;
    const members = (await admin.add(userPayload(writing, { title: "会员专享", vipLevel: 2 }))).body.data;
    const published = (await admin.add(userPayload(writing, { title: "公开的提示词" }))).body.data;
    expect((await get(`/og/zh-CN/prompt/${published.code}.png`)).statusCode).toBe(200);
    for (const address of [
      `/og/fr/prompt/${published.code}.png`,
      `/og/EN/prompt/${published.code}.png`,
      `/og/fr/site.png`,
      `/og/zh-CN/prompt/${published.code}.jpg`,
      `/og/zh-CN/prompt/no-such-code.png`,
      `/og/zh-CN/prompt/${hidden.code}.png`,
      `/og/zh-CN/poster/${hidden.code}.png`,
      `/og/en/prompt/${members.code}.png`,
      "/og/zh-CN/category/no-such-category.png",
      "/og/zh-CN/blog/no-such-article.png",
    ]) {
      expect((await get(address)).statusCode, address).toBe(404);
    }
  });

  it("serves the stored image again byte for byte, with a 304 for its ETag, and a new image once the prompt is edited", async () => {
    const payload = userPayload(writing, { title: "会被修改的提示词" });
    const { id, code } = (await admin.add(payload)).body.data;
    const address = `/og/zh-CN/prompt/${code}.png`;
    const first = await get(address);
    const again = await get(address);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await get(address, { "if-none-match": String(first.headers.etag) })).statusCode).toBe(304);

    expect((await admin.update({ ...payload, id, title: "改过标题的提示词" })).status).toBe(200);
    const edited = await get(address);
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).not.toBe(first.headers.etag);
    expect(edited.rawPayload.equals(first.rawPayload)).toBe(false);
  });
  it("reads what a card shows at most once a minute when nothing announced a change", async () => {
    const { id, code } = (await admin.add(userPayload(writing, { title: "评分会变的提示词" }))).body.data;
    const address = `/og/zh-CN/prompt/${code}.png`;
    const first = await get(address);
    // A change no write announced (as counters and ratings are not): the card is drawn again after a minute.
    await t.database.db.update(prompts).set({ rateCnt: 3, score: 9 }).where(eq(prompts.id, id));
    expect((await get(address)).headers.etag).toBe(first.headers.etag);
    t.clock.advance(61_000);
    try {
      expect((await get(address)).headers.etag).not.toBe(first.headers.etag);
    } finally {
      t.clock.reset();
    }
  });
});
