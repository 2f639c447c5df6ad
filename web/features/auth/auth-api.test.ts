import { describe, expect, it, vi } from "vitest";
import { BusinessError, HttpError, NetworkError } from "../../lib/request/errors.ts";
import { loginWithPassword, register, sendEmailLink, verifyEmailLogin } from "./auth-api.ts";

const reply = (status: number, body: unknown) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function fakeFetch(...replies: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = replies.shift();
    if (!next) throw new Error("no more replies");
    if (next instanceof Error) throw next;
    return next;
  });
  return { fetch: impl as unknown as typeof fetch, calls };
}

describe("sign-in calls", () => {
  it("posts the credentials once and returns the token with the refresh token beside data", async () => {
    const { fetch, calls } = fakeFetch(reply(200, { code: 0, msg: "登录成功", data: "a.b.c", refreshToken: "r1" }));
    await expect(loginWithPassword({ loginName: "alice", pwd: "secret1", rememberMe: true }, fetch)).resolves.toEqual({ token: "a.b.c", refreshToken: "r1" });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("/api/user/login");
    expect(calls[0]!.init.method).toBe("POST");
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ loginName: "alice", pwd: "secret1", rememberMe: true });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers["X-LAN"]).toBe("zh-CN");
    expect(headers["X-PP-TOKEN"]).toBeUndefined();
  });

  it("reports a refusal with its status and the server's message, without retrying", async () => {
    const { fetch, calls } = fakeFetch(reply(401, { code: 40100, msg: "用户名或密码错误", data: null }));
    const error = await loginWithPassword({ loginName: "alice", pwd: "wrong12", rememberMe: false }, fetch).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect((error as HttpError).serverMsg).toBe("用户名或密码错误");
    expect(calls).toHaveLength(1);
  });

  it("does not retry a server error either: a registration that went through must not come back as 'taken'", async () => {
    const { fetch, calls } = fakeFetch(reply(503, { code: 50300, msg: "", data: null }));
    await expect(register({ loginName: "alice", email: "a@example.com", pwd: "secret1" }, fetch)).rejects.toBeInstanceOf(HttpError);
    expect(calls).toHaveLength(1);
  });

  it("treats a non-zero code as a business error and a dropped connection as a network error", async () => {
    const business = fakeFetch(reply(200, { code: 7, msg: "nope", data: null }));
    await expect(register({ loginName: "alice", email: "a@example.com", pwd: "secret1" }, business.fetch)).rejects.toBeInstanceOf(BusinessError);
    const offline = fakeFetch(new TypeError("Failed to fetch"));
    await expect(sendEmailLink({ email: "a@example.com", rememberMe: false }, offline.fetch)).rejects.toBeInstanceOf(NetworkError);
  });

  it("asks for the e-mail link with the address and remember-me", async () => {
    const { fetch, calls } = fakeFetch(reply(200, { code: 0, msg: "sent", data: null }));
    await sendEmailLink({ email: "a+b@example.com", rememberMe: true }, fetch);
    expect(calls[0]!.url).toBe("/api/user/emailLogin?email=a%2Bb%40example.com&rememberMe=1");
    expect(calls[0]!.init.method).toBe("GET");
  });

  it("verifies the link with every parameter of its address", async () => {
    const { fetch, calls } = fakeFetch(reply(200, { code: 0, msg: "ok", data: "x.y.z" }));
    const params = new URLSearchParams("token=t0k&email=a%40example.com&rememberMe=1&utm_source=mail");
    await expect(verifyEmailLogin(params, fetch)).resolves.toEqual({ token: "x.y.z", refreshToken: null });
    expect(calls[0]!.url).toBe("/api/user/verifyEmailLogin?token=t0k&email=a%40example.com&rememberMe=1&utm_source=mail");
  });

  it("refuses a success reply without a token", async () => {
    const { fetch } = fakeFetch(reply(200, { code: 0, msg: "ok", data: null }));
    await expect(verifyEmailLogin(new URLSearchParams("token=t"), fetch)).rejects.toBeInstanceOf(TypeError);
  });
});
