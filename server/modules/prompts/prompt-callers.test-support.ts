/** Shared by the prompt API tests: callers for the owner, another user and an administrator. */
import type { CategorySummary } from "../../../contract/catalog.ts";
import type { ManagedPromptPage, PromptWriteReply } from "../../../contract/prompts.ts";
import { buildSignedInUser, signIn } from "../../test/factories.test-support.ts";
import { TEST_ADMIN_PASSWORD, type TestApp } from "../../test/harness.test-support.ts";

export type Caller = ReturnType<typeof promptCalls>;

/** The prompt calls as one token (or as a visitor when it is undefined). */
export function promptCalls(t: TestApp, token: string | undefined) {
  return {
    token,
    add: (payload: unknown, lan?: string) => t.call<PromptWriteReply>({ method: "POST", url: "/admin/api/addPrompt", payload: payload as object, token, lan }),
    update: (payload: unknown, lan?: string) =>
      t.call<PromptWriteReply>({ method: "POST", url: "/admin/api/updatePrompt", payload: payload as object, token, lan }),
    remove: (promptId: number | string) => t.call<boolean>({ method: "GET", url: `/admin/api/deletePrompt?promptId=${promptId}`, token }),
    list: (query = "", lan?: string) => t.call<ManagedPromptPage>({ method: "GET", url: `/admin/api/listPrompt?${query}`, token, lan }),
    mine: (query = "", lan?: string) => t.call<ManagedPromptPage>({ method: "GET", url: `/admin/api/listPrompt?queryMyPrompts=true&${query}`, token, lan }),
  };
}

export async function signedInCaller(t: TestApp): Promise<Caller & { userId: number }> {
  const { user, token } = await buildSignedInUser(t);
  return { ...promptCalls(t, token), userId: user.id };
}

/** The administrator the accounts module creates at start. */
export async function adminCaller(t: TestApp): Promise<Caller> {
  const { token } = await signIn(t, { loginName: "admin", password: TEST_ADMIN_PASSWORD });
  return promptCalls(t, token);
}

export async function categoryIds(t: TestApp): Promise<Record<string, number>> {
  const { body } = await t.call<CategorySummary[]>({ method: "GET", url: "/api/listCategory" });
  return Object.fromEntries(body.data.map((c) => [c.code, c.cid]));
}

let payloads = 0;

/** A valid user prompt; each call's text differs (ends with a number), so the duplicate check passes unless a test means it not to. */
export function userPayload(categoryId: number, overrides: Record<string, unknown> = {}) {
  payloads += 1;
  return {
    title: "周报写作助手",
    prompt: `你是一位资深的职场写作教练，请根据我提供的本周工作要点，帮我写一份结构清晰的周报（第 ${payloads} 份）。`,
    tips: "先列出要点，再让它润色。",
    demo: [{ input: "完成了登录页改版", out: "本周完成登录页改版……" }],
    categoryIds: [categoryId],
    ...overrides,
  };
}
