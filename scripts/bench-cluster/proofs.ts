/**
 * What the cluster bench proves while the instances are under load: a write acknowledged by one
 * instance is never read stale from another, the sign-in limit counts over all instances, and the
 * translation queue runs each job once with every instance's worker taking jobs.
 */
import { randomBytes, randomInt } from "node:crypto";
import type { PromptDetail } from "../../contract/catalog.ts";
import type { Database } from "../../server/db/client.ts";
import { RULES } from "../../server/modules/accounts/throttle.ts";
import { jobsOf } from "../../server/modules/translation/job-repository.ts";
import { translation } from "../../server/modules/translation/translation.test-support.ts";
import { reply, type FakeLlm } from "../../server/test/fake-llm.test-support.ts";
import { call, data } from "./http.ts";

const promptBody = (title: string, categoryId: number, extra: Record<string, unknown> = {}) => ({
  title,
  categoryIds: [categoryId],
  prompt: `请把下面的文字改写得更简洁：${title}`,
  lan: "zh-CN",
  ...extra,
});

export type StaleResult = { rounds: number; reads: number; stale: number; ok: boolean };

/** Reads of the other instance per round, back to back from the moment the write is acknowledged. */
const READS_AFTER_WRITE = 5;

/**
 * Each round: the reader instance has the prompt cached (it reads it), another instance saves a
 * new title, and as soon as that reply is in the reader is asked again, several times. Every read
 * must show the acknowledged title; writers and readers rotate over the instances.
 */
export async function staleReads(urls: readonly string[], token: string, categoryId: number, rounds: number): Promise<StaleResult> {
  const { id, code } = await data<{ id: number; code: string }>(urls[0]!, "POST", "/admin/api/addPrompt", {
    token,
    body: promptBody("stale probe 0", categoryId, { ignoreTrans: true }),
  });
  const titleOn = async (url: string) => (await data<PromptDetail>(url, "GET", `/api/prompt/${code}`)).title;
  let expected = "stale probe 0";
  let reads = 0;
  let stale = 0;
  for (let round = 1; round <= rounds; round++) {
    const writer = urls[round % urls.length]!;
    const reader = urls[(round + 1) % urls.length]!;
    for (let k = 0; k <= READS_AFTER_WRITE; k++) {
      // k = 0 primes the reader's cache with the version acknowledged last round.
      if (k === 1) {
        expected = `stale probe ${round}`;
        await data(writer, "POST", "/admin/api/updatePrompt", { token, body: { id, ...promptBody(expected, categoryId, { ignoreTrans: true }) } });
      }
      reads++;
      if ((await titleOn(reader)) !== expected) stale++;
    }
  }
  return { rounds, reads, stale, ok: stale === 0 };
}

export type SignInLimitResult = { attempts: number; limit: number; allowed: number; refused: number; other: number; ok: boolean };

/**
 * Wrong passwords for one login name from one address, sent at once and spread over the
 * instances: exactly the per-pair limit may be checked (401), the rest refused (429). Counted per
 * instance, each would allow the limit.
 */
export async function sharedSignInLimit(urls: readonly string[]): Promise<SignInLimitResult> {
  const address = `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  const loginName = `nobody${randomInt(1_000_000)}`;
  const limit = RULES.loginPair.limit;
  const attempts = limit * (urls.length + 1);
  const replies = await Promise.all(
    Array.from({ length: attempts }, (_, k) =>
      call(urls[k % urls.length]!, "POST", "/api/user/login", {
        body: { loginName, pwd: "not-the-password-9", rememberMe: false },
        headers: { "x-forwarded-for": address },
      }),
    ),
  );
  const allowed = replies.filter((r) => r.status === 401).length;
  const refused = replies.filter((r) => r.status === 429).length;
  const other = attempts - allowed - refused;
  return { attempts, limit, allowed, refused, other, ok: allowed === limit && refused === attempts - limit };
}

export type QueueResult = { jobs: number; done: number; calls: number; runTwice: number; perInstance: Record<string, number>; ok: boolean };

/** The model's reply takes this long, so jobs are still queued when the other instances' timers look. */
const MODEL_DELAY_MS = 300;

/**
 * Adds `count` Chinese prompts through the balancer (each queues its English translation), lets
 * the instances' workers run the queue, and counts the model's calls per prompt (by its unique
 * title) and per instance (each instance calls with an API key of its own).
 */
export async function translationRunsOnce(
  balancerUrl: string,
  token: string,
  categoryId: number,
  llm: FakeLlm,
  database: Database,
  count: number,
  timeoutMs = 180_000,
): Promise<QueueResult> {
  llm.reset();
  llm.fallback((request) => reply.slow(MODEL_DELAY_MS, translation(request)));
  const marker = `queue probe ${randomBytes(3).toString("hex")}`;
  const created = await Promise.all(
    Array.from({ length: count }, (_, k) =>
      data<{ id: number }>(balancerUrl, "POST", "/admin/api/addPrompt", { token, body: promptBody(`${marker} ${k}`, categoryId) }),
    ),
  );
  const ids = created.map((p) => p.id);
  const deadline = Date.now() + timeoutMs;
  let done: number;
  for (;;) {
    const jobs = await jobsOf(database.db, "prompt", ids);
    done = jobs.filter((job) => job.status === "done").length;
    if ((jobs.length === count && done === count) || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const perTitle = new Map<string, number>();
  const perInstance: Record<string, number> = {};
  for (const request of llm.requests) {
    const title = (JSON.parse(request.user) as { title?: string }).title ?? "";
    if (!title.startsWith(marker)) continue;
    perTitle.set(title, (perTitle.get(title) ?? 0) + 1);
    const key = String(request.headers.authorization ?? "").replace(/^Bearer /, "");
    perInstance[key] = (perInstance[key] ?? 0) + 1;
  }
  const calls = [...perTitle.values()].reduce((a, b) => a + b, 0);
  const runTwice = [...perTitle.values()].filter((n) => n > 1).length;
  return { jobs: count, done, calls, runTwice, perInstance, ok: done === count && perTitle.size === count && runTwice === 0 };
}
