/**
 * Issue #11, abuse: sign-in is throttled per account and per client address, e-mail sending and
 * registration per client address, and a spoofed X-Forwarded-For buys nothing unless the operator
 * said a proxy sets it (TRUST_PROXY), and then only the entries its proxies added. Known and unknown e-mail addresses get identical replies.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../test/databases.test-support.ts";
import { buildUser, uniqueAddress, uniqueName } from "../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";
import { report } from "./support/figures.test-support.ts";
import { closeWithin } from "./support/timeout.test-support.ts";

const LOGIN_ADDRESS_LIMIT = 50;
const LOGIN_PAIR_LIMIT = 10;
const LOGIN_ACCOUNT_LIMIT = 50;
const REGISTER_LIMIT = 5;
const EMAIL_CLIENT_LIMIT = 20;

/** An address from the documentation range, different on every call: what a spoofer would send. */
let spoof = 0;
const spoofedForwardedFor = () => `198.51.100.${(spoof++ % 250) + 1}`;

type Reply = { status: number; body: unknown; headers: Record<string, unknown> };
/** Everything a caller can compare, minus the date. */
const comparable = (reply: Reply) => ({
  status: reply.status,
  body: reply.body,
  headers: Object.fromEntries(Object.entries(reply.headers).filter(([name]) => name !== "date")),
});

describe.each(engines())("throttling on %s", (engine) => {
  let direct: TestApp;
  let proxied: TestApp;
  const figures: string[] = [];
  beforeAll(async () => {
    [direct, proxied] = await Promise.all([buildTestApp(engine), buildTestApp(engine, { TRUST_PROXY: "true" })]);
  });
  afterAll(async () => {
    report(`throttling (${engine}): ${figures.join("; ")}`);
    await Promise.all([direct, proxied].filter(Boolean).map((t) => closeWithin(() => t.close())));
  });

  const login = (t: TestApp, loginName: string, pwd: string, remoteAddress: string, forwardedFor?: string) =>
    t.call({
      method: "POST",
      url: "/api/user/login",
      payload: { loginName, pwd },
      remoteAddress,
      headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    });

  it("10 failed sign-ins from one address lock that address out of the account, not its owner elsewhere (issue #22)", async () => {
    const user = await buildUser(direct);
    const attacker = uniqueAddress();
    for (let i = 0; i < LOGIN_PAIR_LIMIT; i++) expect((await login(direct, user.loginName, "wrong-password", attacker)).status).toBe(401);
    expect((await login(direct, user.loginName, user.password, attacker)).status).toBe(429);
    expect((await login(direct, user.loginName, user.password, uniqueAddress())).status).toBe(200);
    figures.push(`login per account and address: 429 after ${LOGIN_PAIR_LIMIT} failures, the owner elsewhere signs in`);
  });

  it("throttles an account after 50 failed sign-ins, however many addresses they come from", async () => {
    const user = await buildUser(direct);
    for (let i = 0; i < LOGIN_ACCOUNT_LIMIT; i++) expect((await login(direct, user.loginName, "wrong-password", uniqueAddress())).status).toBe(401);
    expect((await login(direct, user.loginName, user.password, uniqueAddress())).status).toBe(429);
    figures.push(`login per account: 429 after ${LOGIN_ACCOUNT_LIMIT} failures`);
  });

  it("throttles a client address after 50 failed sign-ins; a spoofed X-Forwarded-For does not escape it without TRUST_PROXY", async () => {
    const remoteAddress = uniqueAddress();
    for (let i = 0; i < LOGIN_ADDRESS_LIMIT; i++) {
      expect((await login(direct, uniqueName("spray"), "wrong-password", remoteAddress, spoofedForwardedFor())).status).toBe(401);
    }
    const user = await buildUser(direct);
    expect((await login(direct, user.loginName, user.password, remoteAddress, spoofedForwardedFor())).status).toBe(429);
    expect((await login(direct, user.loginName, user.password, uniqueAddress())).status).toBe(200);
    figures.push(`login per address: 429 after ${LOGIN_ADDRESS_LIMIT} failures, spoofed X-Forwarded-For ignored`);
  });

  it("with TRUST_PROXY=true, counts per forwarded client: one client is throttled, another behind the same proxy is not", async () => {
    const proxy = uniqueAddress();
    const client = spoofedForwardedFor();
    for (let i = 0; i < LOGIN_ADDRESS_LIMIT; i++) expect((await login(proxied, uniqueName("spray"), "wrong-password", proxy, client)).status).toBe(401);
    const user = await buildUser(proxied);
    expect((await login(proxied, user.loginName, user.password, proxy, client)).status).toBe(429);
    expect((await login(proxied, user.loginName, user.password, proxy, spoofedForwardedFor())).status).toBe(200);
    figures.push("TRUST_PROXY=true: per forwarded client");
  });

  it("with TRUST_PROXY=true, only the entry the proxy added counts: addresses a client puts before it change nothing", async () => {
    const proxy = uniqueAddress();
    const chain = () => `203.0.113.${(spoof++ % 250) + 1}, 127.0.0.1`;
    for (let i = 0; i < LOGIN_ADDRESS_LIMIT; i++) expect((await login(proxied, uniqueName("spray"), "wrong-password", proxy, chain())).status).toBe(401);
    const user = await buildUser(proxied);
    expect((await login(proxied, user.loginName, user.password, proxy, chain())).status).toBe(429);
    figures.push("TRUST_PROXY=true: one hop, client-chosen entries ignored");
  });

  it("with TRUST_PROXY listing the proxies, X-Forwarded-For from anyone else is ignored", async () => {
    const listed = await buildTestApp(engine, { TRUST_PROXY: "10.250.0.1, 10.251.0.0/16" });
    try {
      const stranger = uniqueAddress();
      for (let i = 0; i < LOGIN_ADDRESS_LIMIT; i++)
        expect((await login(listed, uniqueName("spray"), "wrong-password", stranger, spoofedForwardedFor())).status).toBe(401);
      const user = await buildUser(listed);
      expect((await login(listed, user.loginName, user.password, stranger, spoofedForwardedFor())).status).toBe(429);
      // Through a listed proxy the forwarded client is what counts.
      expect((await login(listed, user.loginName, user.password, "10.251.3.4", spoofedForwardedFor())).status).toBe(200);
    } finally {
      await closeWithin(() => listed.close());
    }
    figures.push("TRUST_PROXY=<addresses>: only listed proxies forward");
  });

  it("throttles registration per client address, spoofed X-Forwarded-For or not", async () => {
    const remoteAddress = uniqueAddress();
    const register = () => {
      const name = uniqueName("reg");
      return direct.call({
        method: "POST",
        url: "/api/user/register",
        payload: { loginName: name, email: `${name}@example.com`.toLowerCase(), pwd: "correct-horse-42" },
        remoteAddress,
        headers: { "x-forwarded-for": spoofedForwardedFor() },
      });
    };
    for (let i = 0; i < REGISTER_LIMIT; i++) expect((await register()).status).toBe(200);
    expect((await register()).status).toBe(429);
    figures.push(`registration: 429 after ${REGISTER_LIMIT} per address`);
  });

  it("throttles e-mail sending per client address, spoofed X-Forwarded-For or not", async () => {
    const remoteAddress = uniqueAddress();
    const send = () =>
      direct.call({
        method: "GET",
        url: `/api/user/emailLogin?email=${uniqueName("m")}%40example.org`,
        remoteAddress,
        headers: { "x-forwarded-for": spoofedForwardedFor() },
      });
    for (let i = 0; i < EMAIL_CLIENT_LIMIT; i++) expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
    figures.push(`e-mail sending: 429 after ${EMAIL_CLIENT_LIMIT} per address`);
  });

  it("answers a known and an unknown e-mail address identically: status, body and headers but the date", async () => {
    const user = await buildUser(direct);
    const unknown = `${uniqueName("nobody")}@example.org`.toLowerCase();
    const ask = (email: string) =>
      direct.call({ method: "GET", url: `/api/user/emailLogin?email=${encodeURIComponent(email)}`, remoteAddress: uniqueAddress(), lan: "en" });
    for (let i = 0; i < 4; i++) {
      // The fourth of each is the per-recipient 429: it must not tell the two apart either.
      expect(comparable(await ask(user.email!))).toEqual(comparable(await ask(unknown)));
    }
    const known = await login(direct, user.loginName, "wrong-password", uniqueAddress());
    const ghost = await login(direct, uniqueName("ghost"), "wrong-password", uniqueAddress());
    expect(comparable(known)).toEqual(comparable(ghost));
    figures.push("known vs unknown address: identical replies");
  });
});
