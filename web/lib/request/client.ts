import { createAdaptiveTimeout } from "./adaptive-timeout.ts";
import { createAuthRecovery } from "./auth-recovery.ts";
import { encodeBody, type EncodedBody } from "./body.ts";
import { settleReply } from "./envelope.ts";
import { NetworkError } from "./errors.ts";
import { createGetCache, getCacheKey } from "./get-cache.ts";
import { createHealthMonitor } from "./health.ts";
import { defaultSleep, withRetries } from "./retry-policy.ts";
import { sendAttempt } from "./send-attempt.ts";
import { buildUrl, type Query } from "./url.ts";
import type { RequestClient, RequestClientOptions, RequestOptions } from "./client-types.ts";

type Method = "GET" | "POST" | "PUT" | "PATCH";

interface Call {
  method: Method;
  url: string;
  encoded: EncodedBody;
  opts: RequestOptions;
}

export function createRequestClient(options: RequestClientOptions): RequestClient {
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? (() => Date.now());
  const sleep = options.sleep ?? defaultSleep;
  const cache = createGetCache({ now });
  const timeout = createAdaptiveTimeout();
  const health = createHealthMonitor();
  const auth = createAuthRecovery(options);

  function headersFor(call: Call, token: string | null): Record<string, string> {
    const headers: Record<string, string> = { "X-LAN": options.getLanguage() };
    if (token !== null) headers["X-PP-TOKEN"] = token;
    if (call.encoded.json) headers["Content-Type"] = "application/json";
    return { ...headers, ...call.opts.headers };
  }

  async function attemptOnce(call: Call, token: string | null): Promise<unknown> {
    const started = now();
    const reply = await sendAttempt({
      url: call.url,
      method: call.method,
      headers: headersFor(call, token),
      body: call.encoded.body,
      timeoutMs: timeout.current(),
      signal: call.opts.signal,
      fetch: doFetch,
    }).catch((error: unknown) => {
      if (error instanceof NetworkError) health.recordFailure();
      throw error;
    });
    timeout.record(now() - started);
    if (reply.status >= 500) health.recordFailure();
    else health.recordSuccess();
    return settleReply(reply.status, reply.text);
  }

  // Each run reads the token once, so a 401 can be matched to the token that earned it.
  function run(call: Call, token: string | null): Promise<unknown> {
    return withRetries(() => attemptOnce(call, token), sleep, call.opts.signal);
  }

  const runWithAuth = (call: Call) => auth.run((token) => run(call, token), call.opts.skipAuthRefresh === true);

  async function request(method: Method, path: string, query: Query | undefined, body: unknown, opts: RequestOptions = {}) {
    const call: Call = {
      method,
      url: buildUrl(options.baseUrl, path, query),
      encoded: encodeBody(body),
      opts,
    };
    if (method !== "GET") {
      // Cleared before and after: a GET answered while the write was in flight may be stale.
      cache.clear();
      try {
        return await runWithAuth(call);
      } finally {
        cache.clear();
      }
    }
    if (opts.cache === false) return runWithAuth(call);
    const key = getCacheKey(call.url, options.getLanguage(), auth.token() !== null);
    const hit = cache.get(key);
    if (hit !== undefined) return hit.value;
    const generation = cache.generation();
    const data = await runWithAuth(call);
    cache.set(key, data, generation);
    return data;
  }

  return {
    get: <T>(path: string, query?: Query, opts?: RequestOptions) => request("GET", path, query, undefined, opts) as Promise<T>,
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request("POST", path, undefined, body, opts) as Promise<T>,
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request("PUT", path, undefined, body, opts) as Promise<T>,
    patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request("PATCH", path, undefined, body, opts) as Promise<T>,
    upload: <T>(path: string, form: FormData, opts?: RequestOptions) => request("POST", path, undefined, form, opts) as Promise<T>,
    clearCache: () => cache.clear(),
    health,
    timeoutMs: () => timeout.current(),
    dispose: () => cache.dispose(),
  };
}
