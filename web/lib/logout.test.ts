// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { getAuth, setAuth } from "./auth-store.ts";
import { logout } from "./logout.ts";
import { buildTestToken } from "./token.test-support.ts";

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

describe("logout", () => {
  it("signs out locally and tells the server with the tokens", async () => {
    const token = buildTestToken();
    setAuth({ token, refreshToken: "r1" });
    const fetch = vi.fn().mockResolvedValue(reply(200, { code: 0, msg: "ok", data: null }));
    vi.stubGlobal("fetch", fetch);
    expect(await logout("en")).toEqual({ serverOk: true });
    expect(getAuth().isLoggedIn).toBe(false);
    expect(fetch).toHaveBeenCalledWith("/api/user/logout", {
      method: "POST",
      headers: { "X-PP-TOKEN": token, "X-LAN": "en", "X-PP-REFRESH-TOKEN": "r1" },
    });
  });

  it("stays signed out locally when the server cannot be reached, and reports it", async () => {
    setAuth({ token: buildTestToken() });
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("offline")));
    expect(await logout("zh-CN")).toEqual({ serverOk: false });
    expect(getAuth().isLoggedIn).toBe(false);
  });

  it("counts a 401 as done: the server already dropped the session", async () => {
    setAuth({ token: buildTestToken() });
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(reply(401, { code: 401, msg: "expired", data: null })));
    expect(await logout("zh-CN")).toEqual({ serverOk: true });
  });

  it("a business error is reported", async () => {
    setAuth({ token: buildTestToken() });
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(reply(200, { code: 5000, msg: "boom", data: null })));
    expect(await logout("zh-CN")).toEqual({ serverOk: false });
  });
});
