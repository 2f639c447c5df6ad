/** Shared by the translation and agent test files: a model that translates, and queue helpers. */
import { and, eq } from "drizzle-orm";
import type { AdminCategory } from "../../../contract/console.ts";
import { promptTranslations, translationJobs } from "../../db/schema.ts";
import { reply, type FakeLlm, type FakeReply, type FakeRequest } from "../../test/fake-llm.test-support.ts";
import type { TestApp } from "../../test/harness.test-support.ts";
import type { callerWith } from "../console/admin-caller.test-support.ts";

type Source = { title?: string; prompt?: string; tips?: string; demo?: Array<{ input: string; out: string }>; name?: string; intro?: string };

/** A plausible translation of whatever the queue sends: every string marked with the target language. */
export function translation(request: FakeRequest): FakeReply {
  const source = JSON.parse(request.user) as Source;
  const target = /into English/.test(request.system) ? "EN" : "简体";
  const mark = (text: string | undefined) => (text ? `${target} ${text}` : "");
  if (source.name !== undefined) return reply.json({ name: mark(source.name), intro: mark(source.intro) });
  return reply.json({
    title: mark(source.title),
    prompt: mark(source.prompt),
    tips: mark(source.tips),
    demo: (source.demo ?? []).map((d) => ({ input: mark(d.input), out: mark(d.out) })),
  });
}

/** A model's reply with a title and a text, no tips and no examples. */
export function versionReply(title: string, prompt: string): FakeReply {
  return reply.json({ title, prompt, tips: "", demo: [] });
}

export function translatingModel(llm: FakeLlm): void {
  llm.fallback(translation);
}

type As = ReturnType<typeof callerWith>;

export async function addCategory(as: As, name: string, lan = "zh-CN"): Promise<AdminCategory> {
  const { body } = await as<AdminCategory>({ method: "POST", url: "/admin/api/addCategory", payload: { category: name, intro: `${name}的提示词` }, lan });
  if (body.code !== 0) throw new Error(`addCategory failed: ${JSON.stringify(body)}`);
  return body.data;
}

export async function addPrompt(as: As, payload: Record<string, unknown>): Promise<{ id: number; code: string }> {
  const { status, body } = await as<{ id: number; code: string }>({ method: "POST", url: "/admin/api/addPrompt", payload });
  if (status !== 200 || body.code !== 0) throw new Error(`addPrompt failed: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

export async function jobsOf(t: TestApp, kind: "prompt" | "category", targetId: number) {
  return t.database.db
    .select()
    .from(translationJobs)
    .where(and(eq(translationJobs.kind, kind), eq(translationJobs.targetId, targetId)));
}

export async function versionOf(t: TestApp, promptId: number, lan: string) {
  const [row] = await t.database.db
    .select()
    .from(promptTranslations)
    .where(and(eq(promptTranslations.promptId, promptId), eq(promptTranslations.lan, lan)));
  return row;
}

/** Polls until the prompt's job is in this state (the worker runs on its own). */
export async function waitForJob(t: TestApp, kind: "prompt" | "category", targetId: number, status: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [job] = await jobsOf(t, kind, targetId);
    if (job?.status === status) return job;
    if (Date.now() > deadline) throw new Error(`job of ${kind} ${targetId} is ${job?.status ?? "missing"}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
