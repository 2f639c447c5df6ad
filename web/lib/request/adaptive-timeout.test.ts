import { describe, expect, it } from "vitest";
import { createAdaptiveTimeout } from "./adaptive-timeout.ts";

describe("adaptive timeout", () => {
  it("starts at 60 seconds before any reply is known", () => {
    expect(createAdaptiveTimeout().current()).toBe(60_000);
  });

  it("becomes three times the mean reply time", () => {
    const timeout = createAdaptiveTimeout();
    timeout.record(15_000);
    timeout.record(25_000);
    expect(timeout.current()).toBe(60_000);
    timeout.record(32_000);
    expect(timeout.current()).toBe(72_000);
  });

  it("never drops below 30 seconds however fast the replies are", () => {
    const timeout = createAdaptiveTimeout();
    timeout.record(120);
    expect(timeout.current()).toBe(30_000);
  });

  it("never rises above 120 seconds however slow the replies are", () => {
    const timeout = createAdaptiveTimeout();
    timeout.record(50_000);
    expect(timeout.current()).toBe(120_000);
  });

  it("averages only the last 10 replies", () => {
    const timeout = createAdaptiveTimeout();
    for (let i = 0; i < 10; i += 1) timeout.record(39_000);
    for (let i = 0; i < 9; i += 1) timeout.record(14_000);
    // Nine of 14 s and one of 39 s remain: mean 16.5 s.
    expect(timeout.current()).toBe(49_500);
    timeout.record(14_000);
    expect(timeout.current()).toBe(42_000);
  });

  it("ignores durations a clock jump made negative or infinite", () => {
    const timeout = createAdaptiveTimeout();
    timeout.record(-5_000);
    timeout.record(Number.POSITIVE_INFINITY);
    expect(timeout.current()).toBe(60_000);
  });

  it("returns to the initial timeout after a reset", () => {
    const timeout = createAdaptiveTimeout();
    timeout.record(100);
    timeout.reset();
    expect(timeout.current()).toBe(60_000);
  });
});
