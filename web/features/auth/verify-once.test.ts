import { describe, expect, it, vi } from "vitest";
import { verifyOnce } from "./verify-once.ts";

describe("single-use link verification", () => {
  it("shares one request between callers of the same token while it is in flight", async () => {
    let finish!: (value: string) => void;
    const run = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = verifyOnce("tok-1", run);
    const second = verifyOnce("tok-1", run);
    expect(run).toHaveBeenCalledTimes(1);
    finish("tokens");
    await expect(Promise.all([first, second])).resolves.toEqual(["tokens", "tokens"]);
  });

  it("asks again once the earlier request has settled, and keeps tokens apart", async () => {
    const run = vi.fn(async () => "ok");
    await verifyOnce("tok-2", run);
    await verifyOnce("tok-2", run);
    await verifyOnce("tok-3", run);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("passes a failure to every waiting caller", async () => {
    const run = vi.fn(() => Promise.reject(new Error("used")));
    const results = await Promise.allSettled([verifyOnce("tok-4", run), verifyOnce("tok-4", run)]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
