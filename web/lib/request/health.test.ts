import { describe, expect, it, vi } from "vitest";
import { createHealthMonitor } from "./health.ts";

describe("health monitor", () => {
  it("stays healthy after two consecutive failures", () => {
    const health = createHealthMonitor();
    health.recordFailure();
    health.recordFailure();
    expect(health.isHealthy()).toBe(true);
    expect(health.consecutiveFailures()).toBe(2);
  });

  it("becomes unhealthy after three consecutive failures", () => {
    const health = createHealthMonitor();
    for (let i = 0; i < 3; i += 1) health.recordFailure();
    expect(health.isHealthy()).toBe(false);
  });

  it("counts only consecutive failures, a success in between starts over", () => {
    const health = createHealthMonitor();
    health.recordFailure();
    health.recordFailure();
    health.recordSuccess();
    health.recordFailure();
    health.recordFailure();
    expect(health.isHealthy()).toBe(true);
  });

  it("becomes healthy again after one success", () => {
    const health = createHealthMonitor();
    for (let i = 0; i < 5; i += 1) health.recordFailure();
    health.recordSuccess();
    expect(health.isHealthy()).toBe(true);
    expect(health.consecutiveFailures()).toBe(0);
  });

  it("tells subscribers only when the state flips", () => {
    const health = createHealthMonitor();
    const listener = vi.fn();
    health.subscribe(listener);
    for (let i = 0; i < 5; i += 1) health.recordFailure();
    health.recordSuccess();
    health.recordSuccess();
    expect(listener.mock.calls).toEqual([[false], [true]]);
  });

  it("stops telling a subscriber once it unsubscribed", () => {
    const health = createHealthMonitor();
    const listener = vi.fn();
    const unsubscribe = health.subscribe(listener);
    unsubscribe();
    for (let i = 0; i < 3; i += 1) health.recordFailure();
    expect(listener).not.toHaveBeenCalled();
  });
});
