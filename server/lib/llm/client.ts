/**
 * A client for any OpenAI-compatible chat-completions endpoint (hosted models, Ollama, vLLM...)
 * that returns structured replies: JSON validated with the caller's zod schema.
 *
 * Each attempt has its own time limit. Failures that say "try again shortly" (no connection, 429,
 * 5xx) are retried here with exponential back-off, honouring Retry-After; a timeout or an invalid
 * reply is not, because waiting in line again would only double a long wait. Those go back to the
 * caller, whose own policy decides (the translation queue retries later, the agent drafts offline).
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { z } from "zod";
import { LlmAborted, LlmError, LlmInvalidReply, LlmTimeout, LlmUnavailable } from "./errors.ts";
import { messageContent, parseJsonContent } from "./json-reply.ts";

export type LlmSettings = { baseUrl: string; apiKey?: string | undefined; model: string; timeoutMs?: number | undefined };
export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

export type RetryPolicy = {
  /** Attempts in all, the first included. */
  attempts: number;
  /** Delay before the second attempt; it doubles for each later one (with ±20 % jitter). */
  baseDelayMs: number;
  /** The longest wait between attempts; a server asking for longer gets an LlmUnavailable at once. */
  maxDelayMs: number;
};

export type LlmClientOptions = Partial<RetryPolicy> & { fetch?: typeof fetch; random?: () => number };

export type JsonRequest<S extends z.ZodType> = {
  messages: ChatMessage[];
  schema: S;
  /** Cancels the call (shutdown, caller gone); it then rejects with LlmAborted. */
  signal?: AbortSignal | undefined;
  temperature?: number;
};

export type LlmClient = {
  readonly model: string;
  completeJson<S extends z.ZodType>(request: JsonRequest<S>): Promise<z.output<S>>;
};

export const DEFAULT_LLM_TIMEOUT_MS = 30_000;
const DEFAULT_POLICY: RetryPolicy = { attempts: 3, baseDelayMs: 500, maxDelayMs: 10_000 };

/** Retry-After as seconds or an HTTP date (and OpenAI's retry-after-ms); undefined when absent or unreadable. */
export function parseRetryAfter(headers: Headers, now: number = Date.now()): number | undefined {
  const ms = headers.get("retry-after-ms");
  if (ms && /^\d+(\.\d+)?$/.test(ms.trim())) return Math.ceil(Number(ms));
  const value = headers.get("retry-after")?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === "string") return cause.code;
  if (typeof cause?.message === "string") return cause.message;
  return error instanceof Error ? error.message : String(error);
}

export function createLlmClient(settings: LlmSettings, options: LlmClientOptions = {}): LlmClient {
  const policy: RetryPolicy = {
    attempts: Math.max(1, options.attempts ?? DEFAULT_POLICY.attempts),
    baseDelayMs: options.baseDelayMs ?? DEFAULT_POLICY.baseDelayMs,
    maxDelayMs: options.maxDelayMs ?? DEFAULT_POLICY.maxDelayMs,
  };
  const timeoutMs = settings.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? fetch;
  const random = options.random ?? Math.random;
  const endpoint = `${settings.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;

  /** One HTTP exchange: the parsed response body, or a typed error. */
  async function attempt(body: string, signal: AbortSignal | undefined): Promise<unknown> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    try {
      const response = await fetchImpl(endpoint, { method: "POST", headers, body, signal: combined });
      if (!response.ok) {
        // Drain the body so the connection can be reused; its text is not shown anywhere.
        await response.text().catch(() => "");
        const retryable = response.status === 429 || response.status >= 500;
        throw new LlmUnavailable(`HTTP ${response.status}`, { status: response.status, retryAfterMs: parseRetryAfter(response.headers), retryable });
      }
      const text = await response.text();
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new LlmInvalidReply("the response body is not JSON");
      }
    } catch (error) {
      if (error instanceof LlmError) throw error;
      if (signal?.aborted) throw new LlmAborted();
      if (timeout.aborted) throw new LlmTimeout(timeoutMs);
      throw new LlmUnavailable(`could not reach the endpoint (${networkReason(error)})`, { cause: error });
    }
  }

  async function withRetries(body: string, signal: AbortSignal | undefined): Promise<unknown> {
    for (let n = 1; ; n++) {
      try {
        return await attempt(body, signal);
      } catch (error) {
        if (!(error instanceof LlmUnavailable) || !error.retryable || n >= policy.attempts) throw error;
        if ((error.retryAfterMs ?? 0) > policy.maxDelayMs) throw error;
        const backoff = policy.baseDelayMs * 2 ** (n - 1) * (0.8 + 0.4 * random());
        const wait = Math.min(policy.maxDelayMs, Math.max(backoff, error.retryAfterMs ?? 0));
        try {
          await sleep(wait, undefined, { signal });
        } catch {
          throw new LlmAborted();
        }
      }
    }
  }

  return {
    model: settings.model,
    async completeJson({ messages, schema, signal, temperature = 0.2 }) {
      if (signal?.aborted) throw new LlmAborted();
      const body = JSON.stringify({ model: settings.model, messages, response_format: { type: "json_object" }, temperature });
      const reply = await withRetries(body, signal);
      return parseJsonContent(messageContent(reply), schema);
    },
  };
}
