// The catalogue's edges issue #3 lists: personal lists, access levels, ratings and bad input
// (always a localised 4xx that changes nothing, never a 500).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PromptDetail, PromptPage, RateReply } from "../../../contract/catalog.ts";
import { ratings } from "../../db/schema.ts";
import { readDemoCatalogue } from "../../db/seed/demo-data.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildSignedInUser } from "../../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { signInAdmin } from "../console/admin-caller.test-support.ts";

const demo = readDemoCatalogue();
const visibleTo = (level: number) =>
  demo.prompts
    .filter((p) => p.vipLevel <= level)
    .map((p) => p.code)
    .sort();
const CODE = "writing-polish-article";

describe.each(engines())("catalogue edges on %s", (engine) => {
  let t: TestApp;
  let userToken: string;
  const list = (query: string, token?: string, lan?: string) => t.call<PromptPage>({ method: "GET", url: `/api/listPrompt?${query}`, token, lan });
  const count = (code: string, action: number, token?: string) =>
    t.call<boolean>({ method: "GET", url: `/api/prompt/updateCnt?promptCode=${code}&action=${action}`, token });
  const detail = (code: string, token?: string) => t.call<PromptDetail>({ method: "GET", url: `/api/prompt/${code}`, token });
  const rate = (payload: object, token?: string, lan?: string) => t.call<RateReply>({ method: "POST", url: "/api/prompt/rate", payload, token, lan });
  const codesOf = (page: PromptPage) => page.list.map((p) => p.code);

  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
    userToken = (await buildSignedInUser(t)).token;
  });
  afterAll(() => t.close());

  it("a signed-in reader's favourites come and go with actions 3 and 4, and are marked in lists", async () => {
    expect((await list("markId=-1", userToken)).body.data).toMatchObject({ list: [], total: 0, hasMore: false });
    expect((await count(CODE, 3, userToken)).status).toBe(200);
    expect((await count(CODE, 3, userToken)).status).toBe(200);
    for (const query of ["markId=-1", "marked=1"]) {
      const { body } = await list(query, userToken);
      expect(codesOf(body.data)).toEqual([CODE]);
      expect(body.data.list[0]!.marked).toBe(1);
    }
    expect((await list("categoryCode=writing&size=100", userToken)).body.data.list.find((p) => p.code === CODE)!.marked).toBe(1);
    expect((await count(CODE, 4, userToken)).status).toBe(200);
    expect(codesOf((await list("markId=-1", userToken)).body.data)).toEqual([]);
  });

  it("a signed-in reader's history lists what they opened; a visitor's lists the codes sent", async () => {
    const { token } = await buildSignedInUser(t);
    await detail("business-email-writer", token);
    await detail("data-excel-formula", token);
    expect(codesOf((await list("markId=-2", token)).body.data).sort()).toEqual(["business-email-writer", "data-excel-formula"]);
    expect(codesOf((await list("markId=-2&codes=career-resume-polish,nope")).body.data)).toEqual(["career-resume-polish"]);
    expect(codesOf((await list("markId=-1")).body.data)).toEqual([]);
  });

  it("shows each access level the prompts at or below it", async () => {
    const member = await buildSignedInUser(t, { role: 2 });
    const callers: [string | undefined, number][] = [
      [undefined, 0],
      [userToken, 1],
      [member.token, 2],
      [await signInAdmin(t), 3],
    ];
    for (const [token, level] of callers) {
      const { body } = await list("size=100", token);
      expect(codesOf(body.data).sort()).toEqual(visibleTo(level));
      const above = demo.prompts.find((p) => p.vipLevel === level + 1);
      if (above) expect((await detail(above.code, token)).status).toBe(404);
    }
  });

  it("combines a category with each sort, and the last page of it says there is no more", async () => {
    const writing = visibleTo(0).filter((code) => demo.prompts.find((p) => p.code === code)!.categories.includes("writing"));
    for (const sort of ["sortByTime=1", "sortByHot=1", "sortByScore=1"]) {
      const first = (await list(`categoryCode=writing&${sort}&size=5`)).body.data;
      const last = (await list(`categoryCode=writing&${sort}&size=5&page=2`)).body.data;
      expect([first.hasMore, last.hasMore, first.total]).toEqual([true, false, writing.length]);
      expect([...codesOf(first), ...codesOf(last)].sort()).toEqual(writing);
    }
    expect((await list("categoryCode=writing&size=100")).body.data).toMatchObject({ hasMore: false, total: writing.length });
    expect((await list(`title=${encodeURIComponent("zzqqxx无此词")}`)).body.data).toMatchObject({ list: [], total: 0, hasMore: false });
  });

  it("a rating appears in the detail with its stars, and a second one replaces the first, saying so", async () => {
    const { token, user } = await buildSignedInUser(t);
    const code = "writing-wechat-article";
    const before = (await detail(code)).body.data.cnt.rateCnt;
    expect((await detail(code, token)).body.data.myRate).toBeNull();
    const first = await rate({ promptCode: code, rateComment: "  不错  ", rateScore: 6 }, token);
    expect([first.status, first.body.data]).toEqual([200, { created: true, status: "published" }]);
    expect((await detail(code, token)).body.data.myRate).toEqual({
      id: expect.any(Number),
      status: "published",
      score: 6,
      content: "不错",
      createTime: expect.stringMatching(/^\d{10}$/),
    });
    const second = await rate({ promptCode: code, rateComment: "改主意了，很好", rateScore: 10 }, token);
    expect([second.status, second.body.data]).toEqual([200, { created: false, status: "published" }]);
    t.app.appContext.responseCache.invalidate();
    const after = (await detail(code)).body.data;
    expect(after.cnt.rateCnt).toBe(before + 1);
    const mine = after.rates.filter((r) => r.user.nickName === user.nickName);
    expect(mine).toEqual([expect.objectContaining({ score: 10, content: "改主意了，很好" })]);
    // The reader's own review comes with their copy of the page only.
    expect(after.myRate).toBeNull();
    expect((await detail(code, token)).body.data.myRate).toMatchObject({ score: 10, content: "改主意了，很好" });
    expect((await detail(code, userToken)).body.data.myRate).toBeNull();
  });

  it.each([
    ["a comment of spaces", { rateComment: "   ", rateScore: 8 }, 400],
    ["an odd score", { rateComment: "好", rateScore: 7 }, 400],
    ["a score of 0", { rateComment: "好", rateScore: 0 }, 400],
    ["a score above 10", { rateComment: "好", rateScore: 12 }, 400],
    ["a negative score", { rateComment: "好", rateScore: -2 }, 400],
    ["a score as text", { rateComment: "好", rateScore: "8" }, 400],
    ["a comment too long", { rateComment: "长".repeat(1001), rateScore: 8 }, 400],
    ["an unknown prompt", { promptCode: "no-such-prompt", rateComment: "好", rateScore: 8 }, 404],
    ["an unexpected field", { rateComment: "好", rateScore: 8, userId: 1 }, 400],
  ])("refuses a rating with %s (%#) and stores nothing", async (_, payload, status) => {
    const before = await t.database.db.select().from(ratings);
    for (const lan of ["zh-CN", "en"]) {
      const { status: got, body } = await rate({ promptCode: CODE, ...payload }, userToken, lan);
      expect(got).toBe(status);
      expect(body.msg).toMatch(lan === "en" ? /^[\x20-\x7e]+$/ : /\p{Script=Han}/u);
    }
    expect(await t.database.db.select().from(ratings)).toEqual(before);
  });

  it("asks a visitor to sign in before rating", async () => {
    const { status, body } = await rate({ promptCode: CODE, rateComment: "好", rateScore: 8 });
    expect(status).toBe(401);
    expect(body.code).not.toBe(0);
  });

  it.each([
    ["a page past the limit", "page=100001"],
    ["a size that is not a number", "size=abc"],
    ["a negative size", "size=-5"],
    ["a fractional page", "page=1.5"],
    ["a markId below history", "markId=-3"],
    ["a category code too long", `categoryCode=${"a".repeat(65)}`],
    ["codes too long", `codes=${"a,".repeat(1001)}`],
    ["a flag that is neither on nor off", "sortByHot=yes"],
  ])("refuses listPrompt with %s: a localised 400", async (_, query) => {
    for (const lan of ["zh-CN", "en"]) {
      const { status, body } = await list(query, undefined, lan);
      expect(status).toBe(400);
      expect(body.msg).toMatch(lan === "en" ? /^[\x20-\x7e]+$/ : /\p{Script=Han}/u);
    }
  });

  it("reads ignore query parameters they do not know, such as a cache-buster", async () => {
    for (const url of [
      "/api/index",
      "/api/listCategory",
      "/api/categoryIndex",
      "/api/listPrompt?page=1",
      `/api/prompt/${CODE}`,
      `/api/prompt/updateCnt?promptCode=${CODE}&action=1`,
    ]) {
      const plain = await t.call({ method: "GET", url });
      const busted = await t.call({ method: "GET", url: `${url}${url.includes("?") ? "&" : "?"}_t=1732600000000&utm_source=x` });
      expect(busted.status, url).toBe(200);
      expect(busted.body.code, url).toBe(0);
      if (!url.includes("updateCnt")) expect(Object.keys(busted.body.data as object), url).toEqual(Object.keys(plain.body.data as object));
    }
  });

  it("takes 0 and false as a flag that is off", async () => {
    const hot = codesOf((await list("sortByHot=1&size=50")).body.data);
    expect(codesOf((await list("sortByTime=0&sortByHot=1&size=50")).body.data)).toEqual(hot);
    expect(codesOf((await list("sortByScore=false&sortByHot=true&size=50")).body.data)).toEqual(hot);
    const everything = (await list("size=50", userToken)).body.data.total;
    expect((await list("marked=0&size=50", userToken)).body.data.total).toBe(everything);
    expect((await list("marked=false&size=50", userToken)).body.data.total).toBe(everything);
  });

  it("answers markId=0 with an empty page, and odd codes on the detail with a 4xx", async () => {
    expect((await list("markId=0")).body.data).toMatchObject({ list: [], total: 0, hasMore: false });
    for (const code of ["a".repeat(65), "%E2%80%8B", "..%2F..%2Fetc"]) {
      const { status } = await detail(code);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });

  it.each([
    ["no action", "promptCode=writing-polish-article"],
    ["no code", "action=1"],
    ["an action of 2.5", "promptCode=writing-polish-article&action=2.5"],
    ["a code too long", `promptCode=${"a".repeat(65)}&action=1`],
  ])("refuses updateCnt with %s", async (_, query) => {
    const { status, body } = await t.call({ method: "GET", url: `/api/prompt/updateCnt?${query}` });
    expect(status).toBe(400);
    expect(body.code).not.toBe(0);
  });
});
