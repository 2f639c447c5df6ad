/** The set-up both queue test files share: an app on a fake model, an admin, one category. */
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { PromptDetail } from "../../../contract/catalog.ts";
import type { TranslationStatusItem } from "../../../contract/translation.ts";
import type { Engine } from "../../test/databases.test-support.ts";
import { startFakeLlm, type FakeLlm } from "../../test/fake-llm.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { callerWith, signInAdmin } from "../console/admin-caller.test-support.ts";
import { addCategory, addPrompt, translatingModel } from "./translation.test-support.ts";

export interface QueueFixture {
  t: TestApp;
  llm: FakeLlm;
  as: ReturnType<typeof callerWith>;
  categoryId: number;
}

/** Registers the hooks; the returned object is filled before the first test runs. */
export function queueFixture(engine: Engine) {
  const f = {} as QueueFixture;
  beforeAll(async () => {
    f.llm = await startFakeLlm();
    f.t = await buildTestApp(engine, {
      LLM_BASE_URL: f.llm.url,
      LLM_API_KEY: "sk-queue",
      LLM_TIMEOUT_MS: "1000",
    });
    f.as = callerWith(f.t, await signInAdmin(f.t));
    translatingModel(f.llm);
    f.categoryId = (await addCategory(f.as, "写作")).cid;
    await f.t.app.appContext.translations.drain();
  });
  afterAll(async () => {
    await f.t.close();
    await f.llm.close();
  });
  beforeEach(async () => {
    await f.t.app.appContext.translations.drain();
    f.llm.reset();
    translatingModel(f.llm);
    f.t.clock.reset();
  });
  return {
    f,
    drain: () => f.t.app.appContext.translations.drain(),
    status: async (promptId: number) =>
      (
        await f.as<TranslationStatusItem[]>({
          method: "GET",
          url: `/admin/api/translationStatus?promptIds=${promptId}`,
        })
      ).body.data,
    detail: (code: string, lan: string) =>
      f.t.call<PromptDetail>({
        method: "GET",
        url: `/api/prompt/${code}`,
        lan,
      }),
    zhPrompt: (extra: Record<string, unknown> = {}) =>
      addPrompt(f.as, {
        title: "文章润色",
        categoryIds: [f.categoryId],
        prompt: "请润色下面这段文字，让表达更流畅。",
        tips: "一次不超过两千字",
        demo: [{ input: "原文", out: "润色后" }],
        lan: "zh-CN",
        ...extra,
      }),
  };
}
