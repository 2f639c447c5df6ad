import { describe, expect, it, vi } from "vitest";
import { createAuthRecovery } from "./auth-recovery.ts";

function hooks(refresh: () => Promise<boolean>, refreshToken: string | null = "r") {
  return {
    refresh: vi.fn(refresh),
    getToken: () => "token",
    getRefreshToken: () => refreshToken,
    onAuthFailure: vi.fn(),
  };
}

describe("auth recovery", () => {
  it("shares one refresh among callers that fail at the same time", async () => {
    const h = hooks(async () => true);
    const recovery = createAuthRecovery(h);
    await expect(Promise.all([recovery.recover(), recovery.recover()])).resolves.toEqual([true, true]);
    expect(h.refresh).toHaveBeenCalledOnce();
    await recovery.recover();
    expect(h.refresh).toHaveBeenCalledTimes(2);
  });

  it("ends the session once when a shared refresh fails", async () => {
    const h = hooks(async () => false);
    const recovery = createAuthRecovery(h);
    await expect(Promise.all([recovery.recover(), recovery.recover()])).resolves.toEqual([false, false]);
    expect(h.onAuthFailure).toHaveBeenCalledOnce();
  });

  it("treats a refresh that throws as a failed refresh", async () => {
    const h = hooks(async () => {
      throw new Error("offline");
    });
    await expect(createAuthRecovery(h).recover()).resolves.toBe(false);
    expect(h.onAuthFailure).toHaveBeenCalledOnce();
  });

  it("ends the session without calling the server when there is no refresh token", async () => {
    const h = hooks(async () => true, null);
    await expect(createAuthRecovery(h).recover()).resolves.toBe(false);
    expect(h.refresh).not.toHaveBeenCalled();
    expect(h.onAuthFailure).toHaveBeenCalledOnce();
  });
});
