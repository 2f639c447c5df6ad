import { describe, expect, it } from "vitest";
import type { PromptPage } from "../../../contract/catalog.ts";
import type { TranslationStatusItem } from "../../../contract/translation.ts";
import { promptTranslations } from "../../db/schema.ts";
import { engines } from "../../test/databases.test-support.ts";
import { reply } from "../../test/fake-llm.test-support.ts";
import { queueFixture } from "./queue-fixture.test-support.ts";
import { addCategory, addPrompt, jobsOf, versionOf, versionReply, waitForJob } from "./translation.test-support.ts";

/** A promise the test resolves when it wants the fake model to answer. */
function gate() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe.each(engines())("the translation queue on %s", (engine) => {
  const { f, drain, status, detail, zhPrompt } = queueFixture(engine);

  it("adds a machine English version after the write returns; every language then reads naturally", async () => {
    const { id, code } = await zhPrompt();
    await drain();
    const en = await versionOf(f.t, id, "en");
    expect(en).toMatchObject({
      machine: true,
      title: "EN 文章润色",
      prompt: "EN 请润色下面这段文字，让表达更流畅。",
      tips: "EN 一次不超过两千字",
    });
    expect(en?.demo).toEqual([{ input: "EN 原文", out: "EN 润色后", inputImgs: [], outImgs: [] }]);
    expect(f.llm.requests).toHaveLength(1);
    expect(f.llm.requests[0]?.headers.authorization).toBe("Bearer sk-queue");
    expect(JSON.parse(f.llm.requests[0]?.user ?? "{}")).toMatchObject({
      title: "文章润色",
      prompt: "请润色下面这段文字，让表达更流畅。",
    });

    const [english, traditional, simplified] = await Promise.all([detail(code, "en"), detail(code, "zh-TW"), detail(code, "zh-CN")]);
    expect(english.body.data).toMatchObject({
      lan: "en",
      title: "EN 文章润色",
    });
    expect(traditional.body.data).toMatchObject({
      lan: "zh-TW",
      title: "文章潤色",
      prompt: "請潤色下面這段文字，讓表達更流暢。",
    });
    expect(simplified.body.data).toMatchObject({
      lan: "zh-CN",
      title: "文章润色",
    });
    expect(await status(id)).toEqual([
      {
        promptId: id,
        lan: "en",
        status: "done",
        error: "",
        attempts: 1,
        runAfter: expect.any(String),
      },
    ]);
  });

  it("serves the source language in English until the translation lands, then the English version, despite the reply cache", async () => {
    f.llm.fallback(reply.slow(300, versionReply("Quarterly review", "Review the quarter.")));
    const { code } = await addPrompt(f.as, {
      title: "季度复盘",
      categoryIds: [f.categoryId],
      prompt: "复盘这个季度。",
      lan: "zh-CN",
    });
    const inEnglishList = async () =>
      (await f.t.call<PromptPage>({ method: "GET", url: "/api/listPrompt?sortByTime=1", lan: "en" })).body.data.list.find((p) => p.code === code);
    expect(await inEnglishList()).toMatchObject({
      lan: "zh-CN",
      title: "季度复盘",
    });
    await drain();
    expect(await inEnglishList()).toMatchObject({
      lan: "en",
      title: "Quarterly review",
    });
  });

  it("makes the prompt findable by an English word once translated", async () => {
    f.llm.queue(versionReply("Hedgehog care guide", "Explain how to care for a pet hedgehog."));
    const { code } = await addPrompt(f.as, {
      title: "刺猬饲养指南",
      categoryIds: [f.categoryId],
      prompt: "讲解如何照顾宠物刺猬。",
      lan: "zh-CN",
    });
    const search = async () =>
      (
        await f.t.call<PromptPage>({
          method: "GET",
          url: "/api/listPrompt?title=hedgehog",
          lan: "en",
        })
      ).body.data.list.map((p) => p.code);
    expect(await search()).not.toContain(code);
    await drain();
    expect(await search()).toContain(code);
  });

  it("translates an English prompt into Simplified Chinese with the model and into Taiwan Traditional with OpenCC", async () => {
    f.llm.queue(versionReply("软件发布说明", "请为这个软件写一份发布说明，并列出网络相关的修复。"));
    const { id, code } = await addPrompt(f.as, {
      title: "Release notes",
      categoryIds: [f.categoryId],
      prompt: "Write release notes for this software, listing network fixes.",
      lan: "en",
    });
    await drain();
    expect(f.llm.requests[0]?.system).toMatch(/into Simplified Chinese/);
    expect(await versionOf(f.t, id, "zh-CN")).toMatchObject({
      machine: true,
      title: "软件发布说明",
    });
    expect(await versionOf(f.t, id, "zh-TW")).toMatchObject({
      machine: true,
      title: "軟體發布說明",
      prompt: "請為這個軟體寫一份發布說明，並列出網路相關的修復。",
    });
    expect((await detail(code, "zh-TW")).body.data).toMatchObject({
      lan: "zh-TW",
      title: "軟體發布說明",
    });
    expect((await detail(code, "en")).body.data).toMatchObject({
      lan: "en",
      title: "Release notes",
    });
  });

  it("never overwrites a version a person wrote, even one written while the model was answering", async () => {
    f.llm.fallback(
      reply.slow(
        400,
        reply.json({
          title: "Machine title",
          prompt: "Machine text",
          tips: "",
          demo: [{ input: "in", out: "out" }],
        }),
      ),
    );
    const { id } = await zhPrompt({ title: "人工译文测试" });
    await waitForJob(f.t, "prompt", id, "running");
    await f.t.database.db.insert(promptTranslations).values({
      promptId: id,
      lan: "en",
      title: "A person's title",
      prompt: "A person's text",
      machine: false,
    });
    await drain();
    expect((await status(id))[0]).toMatchObject({ status: "done" });
    expect(await versionOf(f.t, id, "en")).toMatchObject({
      machine: false,
      title: "A person's title",
      prompt: "A person's text",
    });
    // Once a person's English exists, an edit of the source queues nothing more for English.
    await f.as({
      method: "POST",
      url: "/admin/api/updatePrompt",
      payload: {
        id,
        title: "人工译文测试（二）",
        categoryIds: [f.categoryId],
        prompt: "改过的内容",
        lan: "zh-CN",
      },
    });
    await drain();
    expect(await status(id)).toEqual([]);
    expect(await versionOf(f.t, id, "en")).toMatchObject({
      machine: false,
      title: "A person's title",
    });
  });

  it("re-translates an edited prompt and discards the answer about the old text", async () => {
    const answers = [gate(), gate()];
    f.llm.fallback((request) => {
      const source = JSON.parse(request.user) as { title: string };
      return reply.wait(answers[f.llm.requests.length - 1]!.promise, versionReply(`EN ${source.title}`, `EN of ${source.title}`));
    });
    const { id } = await zhPrompt({ title: "第一版", demo: [] });
    await waitForJob(f.t, "prompt", id, "running");
    await f.as({
      method: "POST",
      url: "/admin/api/updatePrompt",
      payload: {
        id,
        title: "第二版",
        categoryIds: [f.categoryId],
        prompt: "第二版的内容",
        lan: "zh-CN",
      },
    });
    answers[0]!.resolve();
    // The second request starts once the first answer has been dealt with.
    while (f.llm.requests.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await versionOf(f.t, id, "en")).toBeUndefined();
    answers[1]!.resolve();
    await drain();
    expect(await versionOf(f.t, id, "en")).toMatchObject({
      machine: true,
      title: "EN 第二版",
    });
    expect((await status(id))[0]).toMatchObject({
      status: "done",
      attempts: 1,
    });
  });

  it("does not call the model again when a prompt is saved unchanged", async () => {
    const payload = {
      title: "原样保存",
      categoryIds: [f.categoryId],
      prompt: "原样保存的内容",
      lan: "zh-CN",
    };
    const { id } = await addPrompt(f.as, payload);
    await drain();
    expect(f.llm.requests).toHaveLength(1);
    await f.as({
      method: "POST",
      url: "/admin/api/updatePrompt",
      payload: { id, ...payload, vipLevel: 1 },
    });
    await drain();
    expect(f.llm.requests).toHaveLength(1);
    expect(await versionOf(f.t, id, "en")).toMatchObject({
      machine: true,
      title: "EN 原样保存",
    });
  });

  it("creates no job for a prompt marked do-not-translate, and removes the pending one when the mark is set", async () => {
    const { id } = await zhPrompt({ title: "不翻译", ignoreTrans: true });
    await drain();
    expect(await jobsOf(f.t, "prompt", id)).toEqual([]);
    expect(f.llm.requests).toHaveLength(0);
    expect(await versionOf(f.t, id, "en")).toBeUndefined();

    f.llm.fallback(reply.hang());
    const { id: other } = await zhPrompt({ title: "稍后不翻译" });
    await f.as({
      method: "POST",
      url: "/admin/api/updatePrompt",
      payload: {
        id: other,
        title: "稍后不翻译",
        categoryIds: [f.categoryId],
        prompt: "内容",
        lan: "zh-CN",
        ignoreTrans: true,
      },
    });
    expect(await jobsOf(f.t, "prompt", other)).toEqual([]);
  });

  it("leaves drafts alone until they are published", async () => {
    const { id } = await zhPrompt({ title: "草稿", status: "draft" });
    await drain();
    expect(await jobsOf(f.t, "prompt", id)).toEqual([]);
    await f.as({
      method: "POST",
      url: "/admin/api/updatePrompt",
      payload: {
        id,
        title: "草稿",
        categoryIds: [f.categoryId],
        prompt: "请润色下面这段文字，让表达更流畅。",
        lan: "zh-CN",
        status: "published",
      },
    });
    await drain();
    expect(await versionOf(f.t, id, "en")).toMatchObject({
      machine: true,
      title: "EN 草稿",
    });
  });

  it("translates category names and intros, and keeps a person's English name", async () => {
    const category = await addCategory(f.as, "数据分析");
    await drain();
    const { body } = await f.t.call<Array<{ cid: number; category: string; intro: string }>>({ method: "GET", url: "/api/listCategory", lan: "en" });
    expect(body.data.find((c) => c.cid === category.cid)).toMatchObject({
      category: "EN 数据分析",
      intro: "EN 数据分析的提示词",
    });
    const jobs = await f.as<TranslationStatusItem[]>({
      method: "GET",
      url: `/admin/api/translationStatus?categoryIds=${category.cid}`,
    });
    expect(jobs.body.data).toEqual([
      expect.objectContaining({
        categoryId: category.cid,
        lan: "en",
        status: "done",
      }),
    ]);

    await f.as({
      method: "POST",
      url: "/admin/api/updateCategory",
      payload: {
        id: category.cid,
        category: "数据分析",
        i18n: {
          en: { category: "Data analysis", intro: "Prompts for analysts" },
        },
      },
    });
    await drain();
    const after = await f.t.call<Array<{ cid: number; category: string }>>({
      method: "GET",
      url: "/api/listCategory",
      lan: "en",
    });
    expect(after.body.data.find((c) => c.cid === category.cid)?.category).toBe("Data analysis");
    expect(await jobsOf(f.t, "category", category.cid)).toEqual([]);
  });
});
