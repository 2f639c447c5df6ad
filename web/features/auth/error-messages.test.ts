import { describe, expect, it } from "vitest";
import { BusinessError, HttpError, NetworkError } from "../../lib/request/errors.ts";
import { callErrorMessage, isSessionEnd, loginErrorMessage, registerErrorMessage } from "./error-messages.ts";

const t = (key: string) => `t:${key}`;

describe("login error messages", () => {
  it("prefers the server's message", () => {
    expect(loginErrorMessage(new HttpError(401, "用户名或密码错误", 40100), t)).toBe("用户名或密码错误");
    expect(loginErrorMessage(new BusinessError(1, "账号异常", 200), t)).toBe("账号异常");
  });

  it("falls back by status: 401 invalid credentials, 403 disabled, 429 too many attempts", () => {
    expect(loginErrorMessage(new HttpError(401), t)).toBe("t:errors.invalidCredentials");
    expect(loginErrorMessage(new HttpError(403), t)).toBe("t:errors.accountDisabled");
    expect(loginErrorMessage(new HttpError(429, "  "), t)).toBe("t:errors.tooManyAttempts");
  });

  it("is generic for any other failure", () => {
    expect(loginErrorMessage(new HttpError(500), t)).toBe("t:errors.loginFailed");
    expect(loginErrorMessage(new HttpError(409), t)).toBe("t:errors.loginFailed");
    expect(loginErrorMessage(new BusinessError(5, "", 200), t)).toBe("t:errors.loginFailed");
    expect(loginErrorMessage(new Error("bug"), t)).toBe("t:errors.loginFailed");
    expect(loginErrorMessage("weird", t)).toBe("t:errors.loginFailed");
  });

  it("names a timeout and other network failures", () => {
    expect(loginErrorMessage(new NetworkError("timeout"), t)).toBe("t:errors.timeout");
    expect(loginErrorMessage(new NetworkError("closed"), t)).toBe("t:errors.network");
    expect(loginErrorMessage(new NetworkError("network"), t)).toBe("t:errors.network");
  });
});

describe("register error messages", () => {
  it("prefers the server's message", () => {
    expect(registerErrorMessage(new HttpError(409, "该用户名已被注册", 40900), t)).toBe("该用户名已被注册");
  });

  it("falls back to conflict for 409 and validation for 422 (and this server's 400)", () => {
    expect(registerErrorMessage(new HttpError(409), t)).toBe("t:errors.conflict");
    expect(registerErrorMessage(new HttpError(422), t)).toBe("t:errors.validation");
    expect(registerErrorMessage(new HttpError(400), t)).toBe("t:errors.validation");
  });

  it("is generic otherwise", () => {
    expect(registerErrorMessage(new HttpError(503), t)).toBe("t:errors.registerFailed");
    expect(registerErrorMessage(new TypeError("x"), t)).toBe("t:errors.registerFailed");
  });
});

describe("other auth calls", () => {
  it("show the server's message or the screen's fallback", () => {
    expect(callErrorMessage(new HttpError(400, "登录链接已被使用，请重新获取"), t, "verify.failed")).toBe("登录链接已被使用，请重新获取");
    expect(callErrorMessage(new HttpError(400), t, "verify.failed")).toBe("t:verify.failed");
    expect(callErrorMessage(new HttpError(429), t, "verify.failed")).toBe("t:errors.tooManyAttempts");
  });

  it("treat a 401 as the end of the session, already reported by the API client", () => {
    expect(isSessionEnd(new HttpError(401))).toBe(true);
    expect(isSessionEnd(new HttpError(403))).toBe(false);
    expect(isSessionEnd(new NetworkError("network"))).toBe(false);
  });
});
