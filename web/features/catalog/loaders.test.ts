import { describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "react-router";
import type { PageData, ReadResult } from "../../../contract/page-data.ts";
import { loader as categoryLoader } from "../../routes/category.tsx";
import { clientLoader as detailClientLoader, loader as detailLoader } from "../../routes/detail.tsx";
import { loader as homeLoader } from "../../routes/home.tsx";

/** The page's reads, each answering what `reads` gives (a read nobody gave fails the loader). */
function context(lang: AppLoadContext["lang"], reads: Partial<Record<keyof PageData, () => ReadResult<unknown>>>, dataRequest = false) {
  const data = Object.fromEntries(Object.entries(reads).map(([name, read]) => [name, vi.fn(async () => read())]));
  return { lang, data, publicUrl: "https://plaza.example", dataRequest } as unknown as AppLoadContext & {
    data: Record<keyof PageData, ReturnType<typeof vi.fn>>;
  };
}
const ok = <T>(data: T) => ({ ok: true, data }) as const;
const failed = (code: number | null) => ({ ok: false, code }) as const;
const page = { list: [], total: 0, page: 1, size: 12, hasMore: false };
const index = {
  categories: [{ cid: 1, code: "writing", category: "写作助手", intro: "写作类提示词", img: "✍️", tags: [], sort: 1, cnt: 8 }],
  markCategoryList: [],
};
const args = <T>(a: T) => a as never;

describe("the home loader", () => {
  it("reads the index and the first page with the filters from the address", async () => {
    const ctx = context("zh-CN", { index: () => ok(index), listPrompts: () => ok(page) });
    const data = await homeLoader(args({ request: new Request("http://x/?category=Writing&sort=time&q=润色"), context: ctx, params: {} }));
    expect(ctx.data.listPrompts).toHaveBeenCalledWith({ page: 1, size: 12, categoryCode: "writing", title: "润色", sortByTime: 1 });
    expect(data).toMatchObject({ filters: { category: "writing", sort: "time", q: "润色", mark: null }, page, indexError: false, listError: false });
    expect(data.meta.title).toBe("“润色”的搜索结果 - 提示词广场");
    expect(data.meta.description).toBe("写作类提示词");
  });

  it("titles a category page after the category, in the page's language", async () => {
    const ctx = context("en", { index: () => ok({ ...index, categories: [{ ...index.categories[0], category: "Writing" }] }), listPrompts: () => ok(page) });
    const data = await homeLoader(args({ request: new Request("http://x/?category=writing"), context: ctx, params: {} }));
    expect(data.meta.title).toBe("Writing prompts - Prompt Plaza");
  });

  it("leaves favourites and history to the browser", async () => {
    const ctx = context("zh-CN", { index: () => ok(index) });
    const data = await homeLoader(args({ request: new Request("http://x/?mark=-1"), context: ctx, params: {} }));
    expect(ctx.data.index).toHaveBeenCalledTimes(1);
    expect(data).toMatchObject({ page: null, listError: false });
  });

  it("reports failed reads instead of failing the page", async () => {
    const ctx = context("zh-CN", { index: () => failed(null), listPrompts: () => failed(50000) });
    const data = await homeLoader(args({ request: new Request("http://x/"), context: ctx, params: {} }));
    expect(data).toMatchObject({ index: null, page: null, indexError: true, listError: true });
    expect(data.meta.title).toBe("提示词广场 - 发现好用的 AI 提示词");
  });
});

describe("the detail loader", () => {
  it("returns the prompt with its title and description for meta", async () => {
    const version = (lan: string, title: string) => ({ lan, title, description: "", prompt: `${title}的提示词` });
    const prompt = {
      code: "p1",
      title: "文章润色",
      description: "描述".repeat(100),
      prompt: "x",
      lan: "zh-CN",
      versions: [version("zh-CN", "文章润色"), version("zh-TW", "文章潤色")],
      author: { nickName: "小明", avatar: "" },
      cnt: { rateCnt: 0, score: 0, clickCnt: 3, copyCnt: 2, shareCnt: 1, markCnt: 4 },
      categories: [{ code: "writing", category: "写作助手", tags: [] }],
      createTime: "1700000000",
      updateTime: "1700086400",
    };
    const data = await detailLoader(
      args({ params: { id: "p1" }, context: context("zh-CN", { prompt: () => ok(prompt) }), request: new Request("http://x/detail/p1") }),
    );
    expect(data.prompt).toEqual(prompt);
    // No English version: the English page names the Chinese one as canonical.
    expect(data.pageLanguages).toEqual({ available: ["zh-CN", "zh-TW"], canonical: "zh-CN", contentParam: "v" });
    expect(data.structuredData.map((d) => d["@type"])).toEqual(["CreativeWork", "BreadcrumbList"]);
    expect(data.structuredData[1]).toMatchObject({
      itemListElement: [
        { position: 1, name: "首页", item: "https://plaza.example/" },
        { position: 2, name: "写作助手", item: "https://plaza.example/?category=writing" },
        { position: 3, name: "文章润色", item: "https://plaza.example/detail/p1" },
      ],
    });
    expect(data.meta.title).toBe("文章润色 - 提示词广场");
    expect(Array.from(data.meta.description)).toHaveLength(161);
    // Each language tab titled in its version, described by its text when it has no description.
    expect(data.versionMeta["zh-TW"]).toEqual({ title: "文章潤色 - 提示词广场", description: "文章潤色的提示词" });
  });

  it("throws a 404 response when the API has no such prompt", async () => {
    const ctx = context("zh-CN", { prompt: () => failed(40400) });
    const thrown = await detailLoader(args({ params: { id: "nope" }, context: ctx, request: new Request("http://x/detail/nope") })).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it("answers an in-app navigation to a prompt a visitor may not see without an error status, and the browser shows the 404", async () => {
    const notFound = { prompt: () => failed(40400) };
    const data = await detailLoader(args({ params: { id: "mine" }, context: context("zh-CN", notFound, true), request: new Request("http://x/detail/mine") }));
    expect(data).toMatchObject({ prompt: null, notFound: true });
    // A visitor's browser: the same 404 as a page request.
    const thrown = await detailClientLoader(args({ params: { id: "mine" }, serverLoader: async () => data })).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ init: { status: 404 } });
    // A page request (a navigation) is the 404 page itself.
    const page = await detailLoader(args({ params: { id: "mine" }, context: context("zh-CN", notFound), request: new Request("http://x/detail/mine") })).catch(
      (e: unknown) => e,
    );
    expect(page).toMatchObject({ init: { status: 404 } });
  });

  it("falls back (with a flag for the toast) when the read fails", async () => {
    const data = await detailLoader(
      args({ params: { id: "p1" }, context: context("zh-CN", { prompt: () => failed(null) }), request: new Request("http://x/detail/p1") }),
    );
    expect(data).toMatchObject({ prompt: null, loadError: true, code: "p1" });
  });
});

describe("the category loader", () => {
  it("returns the overview, or null for the error state", async () => {
    const overview = { categories: [], featuredCategories: [], weeklyTrends: [], growthTrends: [], newCategories: [] };
    const good = await categoryLoader(
      args({ context: context("zh-TW", { categoryIndex: () => ok(overview) }), request: new Request("http://x/category"), params: {} }),
    );
    expect(good).toMatchObject({ overview, meta: { title: "提示詞分類 - 提示詞廣場" } });
    const bad = await categoryLoader(
      args({ context: context("en", { categoryIndex: () => failed(null) }), request: new Request("http://x/category"), params: {} }),
    );
    expect(bad.overview).toBeNull();
  });
});
