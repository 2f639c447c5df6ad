/** Prompts made through the real API for the security tests (a user's own, in a real category). */
import type { PromptWriteReply } from "../../../contract/prompts.ts";
import { categories } from "../../db/schema.ts";
import type { TestApp } from "../../test/harness.test-support.ts";

export async function anyCategoryId(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ id: categories.id }).from(categories).limit(1);
  if (!row) throw new Error("the test database has no category: build the app with SEED=demo");
  return row.id;
}

let made = 0;

/** Each call's text is new: the duplicate check refuses a second prompt with the same text. */
export async function addOwnPrompt(t: TestApp, token: string, title = "安全测试提示词"): Promise<PromptWriteReply> {
  made += 1;
  const payload = { title, prompt: `请帮我把下面这段话改写得更简洁（第 ${made} 段）。`, tips: "", demo: [], categoryIds: [await anyCategoryId(t)] };
  const { status, body } = await t.call<PromptWriteReply>({ method: "POST", url: "/admin/api/addPrompt", token, payload });
  if (status !== 200) throw new Error(`addPrompt failed: ${status} ${JSON.stringify(body)}`);
  return body.data;
}
