/**
 * Issue #22's duplicate check: a prompt published with the text of one its author can see is
 * refused with a localised 409 naming that prompt, whatever the script (简/繁), width, case,
 * whitespace or punctuation; a private copy ("save as mine") is not, until it is published.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prompts } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { backfillTextHashes, normalisedText } from "./duplicate-text.ts";
import { categoryIds, signedInCaller, userPayload, type Caller } from "./prompt-callers.test-support.ts";

const ORIGINAL = "请帮我把这份软件说明书翻译成英文，保持专业术语一致。";

describe("normalisedText", () => {
  it("folds script, width, case, whitespace and punctuation", () => {
    const base = normalisedText(ORIGINAL);
    expect(normalisedText("請幫我把這份軟體說明書翻譯成英文，保持專業術語一致。")).toBe(base);
    expect(normalisedText("请帮我把这份软件说明书翻译成英文 保持专业术语一致")).toBe(base);
    expect(normalisedText("  请帮我把这份软件说明书\u200b翻译成英文!!!保持专业术语一致...")).toBe(base);
    expect(normalisedText("Ｗrite A Ｐoem")).toBe(normalisedText("write a poem"));
    expect(normalisedText("请帮我把这份软件说明书翻译成法文，保持专业术语一致。")).not.toBe(base);
  });
});

describe.each(engines())("duplicate prompts on %s", (engine) => {
  let t: TestApp;
  let cid: number;
  let author: Caller;
  let other: Caller & { userId: number };
  let original: { id: number; code: string };
  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
    cid = (await categoryIds(t)).writing!;
    author = await signedInCaller(t);
    other = await signedInCaller(t);
    original = (await author.add(userPayload(cid, { title: "说明书翻译", prompt: ORIGINAL }))).body.data;
    expect(original.code).toBeTruthy();
  });
  afterAll(async () => {
    if (t) await t.close();
  });

  it.each([
    ["Traditional script", "請幫我把這份軟體說明書翻譯成英文，保持專業術語一致。", "zh-TW", "已有內容相同的提示詞「說明書翻譯」"],
    ["other punctuation and spaces", "请帮我把这份软件说明书翻译成英文 ,  保持专业术语一致!", "zh-CN", "已有内容相同的提示词“说明书翻译”"],
    [
      "full-width and invisible characters",
      "请帮我把这份软件说明书\u200b翻译成英文．保持专业术语一致",
      "en",
      "A prompt with the same text already exists: “说明书翻译”",
    ],
  ])("refuses the same text in %s with a 409 naming the prompt", async (_case, text, lan, message) => {
    const before = await t.database.db.$count(prompts);
    const refused = await other.add(userPayload(cid, { title: "另一个标题", prompt: text }), lan);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain(message);
    expect(refused.body.msg).toContain(original.code);
    expect(refused.body.data).toMatchObject({ field: "prompt" });
    expect(await t.database.db.$count(prompts)).toBe(before);
  });

  it("takes a different text, and a private copy, which is refused once published unchanged", async () => {
    expect((await other.add(userPayload(cid, { prompt: "请帮我把这份软件说明书翻译成日文。" }))).status).toBe(200);
    const copy = await t.call<{ id: number; code: string }>({
      method: "POST",
      url: "/api/prompt/saveAsMine",
      token: other.token,
      payload: { promptCode: original.code },
    });
    expect(copy.status).toBe(200);
    const publish = await other.update({ ...userPayload(cid, { title: "我的副本", prompt: ORIGINAL }), id: copy.body.data.id, status: "published" });
    expect(publish.status).toBe(409);
    const changed = await other.update({
      ...userPayload(cid, { title: "我的副本", prompt: `${ORIGINAL}再列出术语表。` }),
      id: copy.body.data.id,
      status: "published",
    });
    expect(changed.status).toBe(200);
  });

  it("lets the author edit the prompt itself, and refuses a second identical one of theirs", async () => {
    expect((await author.update({ ...userPayload(cid, { title: "说明书翻译（新）", prompt: ORIGINAL }), id: original.id })).status).toBe(200);
    expect((await author.add(userPayload(cid, { prompt: ORIGINAL }))).status).toBe(409);
  });

  it("lets exactly one of ten parallel posts of one new text through", async () => {
    const text = "请把这段会议记录整理成待办清单，标出负责人和截止时间。";
    const callers = await Promise.all(Array.from({ length: 10 }, () => signedInCaller(t)));
    const replies = await Promise.all(callers.map((c) => c.add(userPayload(cid, { prompt: text }))));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(9);
  });

  it("hashes prompts stored before the check at start, so they are found too", async () => {
    const legacy = await author.add(userPayload(cid, { prompt: "把这篇文章改写成适合小红书的风格。" }));
    await t.database.db.update(prompts).set({ textHash: null });
    expect(await backfillTextHashes(t.database.db)).toBeGreaterThan(0);
    expect((await other.add(userPayload(cid, { prompt: "把這篇文章改寫成適合小紅書的風格" }))).body.msg).toContain(legacy.body.data.code);
  });
});
