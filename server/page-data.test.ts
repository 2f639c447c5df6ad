import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PromptPage } from "../contract/catalog.ts";
import type { Language } from "../contract/constants.ts";
import type { PageData } from "../contract/page-data.ts";
import type { AuthUser } from "./lib/access.ts";
import type { AppContext } from "./lib/app-context.ts";
import { pageDataFor } from "./page-data.ts";
import { engines } from "./test/databases.test-support.ts";
import { buildSignedInUser } from "./test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "./test/harness.test-support.ts";

const CODE = "writing-polish-article";

describe.each(engines())("the pages' reads on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
  });
  afterAll(() => t.close());

  /** A page request's reads, with what they log. */
  function pageOf(lang: Language, user: Pick<AuthUser, "id" | "role"> | null = null, ctx: AppContext = t.app.appContext) {
    const logged: unknown[] = [];
    const request = { user, log: { error: (...line: unknown[]) => logged.push(line) } } as unknown as FastifyRequest;
    return { data: pageDataFor(ctx, request, lang), logged };
  }

  it("answer what the read calls answer, in the page's language", async () => {
    const reads: Array<[(data: PageData) => Promise<unknown>, string]> = [
      [(data) => data.index(), "/api/index"],
      [(data) => data.categoryIndex(), "/api/categoryIndex"],
      [
        (data) => data.listPrompts({ page: 1, size: 5, categoryCode: "Writing", sortByTime: 1 }),
        "/api/listPrompt?page=1&size=5&categoryCode=Writing&sortByTime=1",
      ],
      [(data) => data.prompt(CODE), `/api/prompt/${CODE}`],
      [(data) => data.blogList(), "/api/blog/list"],
      [(data) => data.blogArticle("prompt-structure"), "/api/blog/article/prompt-structure"],
    ];
    for (const lang of ["en", "zh-TW"] as const) {
      for (const [read, url] of reads) {
        // The page first: the call counts a view, which the page's read must not have to agree with.
        const page = await read(pageOf(lang).data);
        const call = await t.call({ method: "GET", url, lan: lang });
        expect([url, page]).toEqual([url, { ok: true, data: call.body.data }]);
      }
    }
  });

  it("answer a call's error code: 40400 for no such prompt or article, 40001 for input the call's schema refuses", async () => {
    const { data, logged } = pageOf("zh-CN");
    expect(await data.prompt("no-such-prompt")).toEqual({ ok: false, code: 40400 });
    expect(await data.prompt("x".repeat(65))).toEqual({ ok: false, code: 40001 });
    expect(await data.listPrompts({ sortByHot: 1, sortByTime: 1 })).toEqual({ ok: false, code: 40001 });
    expect(await data.listPrompts({ size: 0 })).toEqual({ ok: false, code: 40001 });
    expect(await data.blogArticle("no-such-article")).toEqual({ ok: false, code: 40400 });
    expect(logged).toEqual([]);
  });

  it("turn a failure that is no call's answer into a read without a code, and log it", async () => {
    const unreachable = new Proxy(
      {},
      {
        get: () => {
          throw new Error("database gone");
        },
      },
    );
    const { data, logged } = pageOf("zh-CN", null, { ...t.app.appContext, database: { ...t.app.appContext.database, db: unreachable as never } });
    expect(await data.index()).toEqual({ ok: false, code: null });
    expect(logged).toHaveLength(1);
  });

  it("open a prompt into a signed-in reader's history, as the call does", async () => {
    const { user, token } = await buildSignedInUser(t);
    const read = await pageOf("zh-CN", { id: user.id, role: user.role }).data.prompt(CODE);
    expect(read).toMatchObject({ ok: true, data: { code: CODE } });
    const history = await t.call<PromptPage>({ method: "GET", url: "/api/listPrompt?markId=-2", token });
    expect(history.body.data.list.map((p) => p.code)).toEqual([CODE]);
  });
});
