import { describe, expect, it, vi } from "vitest";
import { BusinessError, HttpError, NetworkError } from "./errors.ts";
import { isRetryable, withRetries } from "./retry-policy.ts";

describe("retry policy", () => {
  it("retries network failures, timeouts and 5xx only", () => {
    expect(isRetryable(new NetworkError("timeout"))).toBe(true);
    expect(isRetryable(new NetworkError("closed"))).toBe(true);
    expect(isRetryable(new NetworkError("network"))).toBe(true);
    expect(isRetryable(new HttpError(500))).toBe(true);
    expect(isRetryable(new HttpError(503))).toBe(true);
    expect(isRetryable(new NetworkError("unknown"))).toBe(false);
    expect(isRetryable(new HttpError(404))).toBe(false);
    expect(isRetryable(new HttpError(429))).toBe(false);
    expect(isRetryable(new BusinessError(1, "no", 200))).toBe(false);
    expect(isRetryable(new Error("bug"))).toBe(false);
  });

  it("stops waiting for the next try once the caller aborted", async () => {
    const controller = new AbortController();
    const run = vi.fn(async () => {
      throw new HttpError(503);
    });
    const sleep = vi.fn(async () => controller.abort(new Error("left the page")));
    await expect(withRetries(run, sleep, controller.signal)).rejects.toThrow("left the page");
    expect(run).toHaveBeenCalledOnce();
  });
});
