import { describe, expect, it } from "vitest";
import { errors } from "./errors.ts";

describe("the error catalogue", () => {
  it("takes no stack trace for a refusal (4xx), and keeps one for a fault (5xx)", () => {
    const limit = Error.stackTraceLimit;
    for (const refusal of [errors.notFound(), errors.badRequest(), errors.tooManyRequests("tooManyRequests", 2000)]) {
      expect(refusal.stack?.split("\n")).toHaveLength(1);
    }
    expect(errors.unavailable().stack?.split("\n").length).toBeGreaterThan(1);
    expect(Error.stackTraceLimit).toBe(limit);
  });
});
