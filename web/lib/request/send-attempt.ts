import { NetworkError } from "./errors.ts";
import { toNetworkError } from "./network-failure.ts";

export interface AttemptInit {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | undefined;
  timeoutMs: number;
  /** The caller's own cancellation; unlike a timeout it is passed through and never retried. */
  signal?: AbortSignal | undefined;
  fetch: typeof fetch;
}

export interface AttemptReply {
  status: number;
  text: string;
}

/**
 * One HTTP exchange under a deadline. The deadline covers reading the body as well, because a
 * server that sends headers and then stalls is as stuck as one that never answers.
 */
export async function sendAttempt(init: AttemptInit): Promise<AttemptReply> {
  // Called unbound: browsers throw "Illegal invocation" when fetch runs with `this` = init.
  const { fetch: doFetch, signal } = init;
  signal?.throwIfAborted();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new NetworkError("timeout"));
  }, init.timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener("abort", forwardAbort, { once: true });
  try {
    const response = await doFetch(init.url, {
      method: init.method,
      headers: init.headers,
      body: init.body ?? null,
      signal: controller.signal,
    });
    const text = await response.text();
    return { status: response.status, text };
  } catch (error) {
    if (signal?.aborted === true && !timedOut) throw signal.reason;
    throw toNetworkError(error, timedOut);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", forwardAbort);
  }
}
