import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { reply, startFakeLlm, type FakeLlm } from "../../test/fake-llm.test-support.ts";
import { createLlmClient, parseRetryAfter, type LlmClientOptions } from "./client.ts";
import { LlmAborted, LlmInvalidReply, LlmTimeout, LlmUnavailable, describeLlmError } from "./errors.ts";

const Schema = z.object({ title: z.string().min(1), tags: z.array(z.string()) });
const messages = [
  { role: "system" as const, content: "Reply with JSON." },
  { role: "user" as const, content: "Name this prompt." },
];

describe("the chat-completions client", () => {
  let llm: FakeLlm;
  beforeAll(async () => {
    llm = await startFakeLlm();
  });
  afterAll(() => llm.close());
  beforeEach(() => llm.reset());

  const client = (options: LlmClientOptions & { timeoutMs?: number; apiKey?: string } = {}) => {
    const { timeoutMs = 2_000, apiKey, ...rest } = options;
    return createLlmClient({ baseUrl: llm.url, apiKey, model: "test-model", timeoutMs }, { baseDelayMs: 10, ...rest });
  };
  const ask = (options?: Parameters<typeof client>[0], signal?: AbortSignal) => client(options).completeJson({ messages, schema: Schema, signal });

  it("posts the model, the messages, a JSON response format and a low temperature, and returns the validated reply", async () => {
    llm.queue(reply.json({ title: "润色文章", tags: ["写作"] }));
    await expect(ask({ apiKey: "sk-test" })).resolves.toEqual({ title: "润色文章", tags: ["写作"] });
    expect(llm.requests).toHaveLength(1);
    const [request] = llm.requests;
    expect(request?.body).toEqual({ model: "test-model", messages, response_format: { type: "json_object" }, temperature: 0.2 });
    expect(request?.headers.authorization).toBe("Bearer sk-test");
  });

  it("sends no Authorization header when no key is configured", async () => {
    llm.queue(reply.json({ title: "t", tags: [] }));
    await ask();
    expect(llm.requests[0]?.headers.authorization).toBeUndefined();
  });

  it("accepts JSON wrapped in a Markdown fence", async () => {
    llm.queue(reply.content('```json\n{"title":"fenced","tags":[]}\n```'));
    await expect(ask()).resolves.toEqual({ title: "fenced", tags: [] });
  });

  it("gives up on a slow reply after the time limit with LlmTimeout and does not wait in line again", async () => {
    llm.queue(reply.slow(3_000, reply.json({ title: "late", tags: [] })));
    const started = Date.now();
    const error = await ask({ timeoutMs: 200 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmTimeout);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(llm.requests).toHaveLength(1);
  });

  it("retries a 500 and returns the reply of the next attempt", async () => {
    llm.queue(reply.status(500), reply.status(502), reply.json({ title: "third time", tags: [] }));
    await expect(ask()).resolves.toEqual({ title: "third time", tags: [] });
    expect(llm.requests).toHaveLength(3);
  });

  it("stops after three attempts and reports the last status", async () => {
    llm.fallback(reply.status(503));
    const error = await ask().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmUnavailable);
    expect((error as LlmUnavailable).status).toBe(503);
    expect((error as LlmUnavailable).retryable).toBe(true);
    expect(llm.requests).toHaveLength(3);
  });

  it("waits as long as a 429's Retry-After asks before trying again", async () => {
    llm.queue(reply.status(429, { "retry-after": "1" }), reply.json({ title: "after the wait", tags: [] }));
    const started = Date.now();
    await expect(ask()).resolves.toEqual({ title: "after the wait", tags: [] });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(llm.requests).toHaveLength(2);
  });

  it("hands a Retry-After longer than it is willing to wait back to the caller at once", async () => {
    llm.queue(reply.status(429, { "retry-after": "120" }));
    const error = await ask({ maxDelayMs: 5_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmUnavailable);
    expect((error as LlmUnavailable).retryAfterMs).toBe(120_000);
    expect(llm.requests).toHaveLength(1);
  });

  it("does not retry a refused key, and marks it as not retryable", async () => {
    llm.fallback(reply.status(401));
    const error = await ask({ apiKey: "sk-wrong" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmUnavailable);
    expect((error as LlmUnavailable).retryable).toBe(false);
    expect(describeLlmError(error)).toBe("unavailable: HTTP 401");
    expect(describeLlmError(error)).not.toContain("sk-wrong");
    expect(llm.requests).toHaveLength(1);
  });

  it.each([
    ["content that is not JSON", reply.content("Sure! Here is your title: Polish"), /not JSON/],
    ["JSON of the wrong shape", reply.json({ title: "", tags: "writing" }), /expected shape \(title: .*; tags: /],
    ["a reply cut off at the length limit", { kind: "content", content: '{"title":', finishReason: "length" } as const, /cut off/],
    ["a body that is not a completion", { kind: "http", status: 200, body: "<html>proxy error</html>" } as const, /body is not JSON/],
    ["a completion without choices", { kind: "http", status: 200, body: '{"choices":[]}' } as const, /no choices/],
  ])("rejects %s with LlmInvalidReply and no retry", async (_, fake, message) => {
    llm.queue(fake);
    const error = await ask().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmInvalidReply);
    expect((error as Error).message).toMatch(message);
    expect(llm.requests).toHaveLength(1);
  });

  it("reports an endpoint that refuses connections as unavailable after retrying", async () => {
    const closed = await startFakeLlm();
    await closed.close();
    const unreachable = createLlmClient({ baseUrl: closed.url, model: "m", timeoutMs: 1_000 }, { baseDelayMs: 5 });
    const error = await unreachable.completeJson({ messages, schema: Schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmUnavailable);
    expect((error as Error).message).toMatch(/ECONNREFUSED/);
  });

  it("stops waiting when the caller cancels, with LlmAborted rather than a timeout", async () => {
    llm.queue(reply.hang());
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await ask({ timeoutMs: 5_000 }, controller.signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmAborted);
  });

  it("cancels a back-off wait as well", async () => {
    llm.fallback(reply.status(500));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 150);
    const error = await ask({ baseDelayMs: 5_000 }, controller.signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmAborted);
    expect(llm.requests).toHaveLength(1);
  });
});

describe("Retry-After", () => {
  it("reads seconds, an HTTP date and OpenAI's milliseconds header", () => {
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(parseRetryAfter(new Headers({ "retry-after": "3" }), now)).toBe(3_000);
    expect(parseRetryAfter(new Headers({ "retry-after": "Wed, 01 Jan 2025 00:00:10 GMT" }), now)).toBe(10_000);
    expect(parseRetryAfter(new Headers({ "retry-after-ms": "250", "retry-after": "3" }), now)).toBe(250);
    expect(parseRetryAfter(new Headers({ "retry-after": "soon" }), now)).toBeUndefined();
    expect(parseRetryAfter(new Headers(), now)).toBeUndefined();
  });
});
