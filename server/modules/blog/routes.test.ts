import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlogArticle, BlogList } from "../../../contract/blog.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";
import { DEFAULT_BLOG_DIR } from "./content.ts";

const index = JSON.parse(fs.readFileSync(path.join(DEFAULT_BLOG_DIR, "index.json"), "utf8")) as {
  entries: Array<{ id: string; filePath: Record<string, string> }>;
};

describe("the blog", () => {
  let t: TestApp;
  const list = (lan?: string, query = "") => t.call<BlogList>({ method: "GET", url: `/api/blog/list${query}`, lan });
  const article = (id: string, lan?: string, query = "") => t.call<BlogArticle>({ method: "GET", url: `/api/blog/article/${id}${query}`, lan });

  beforeAll(async () => {
    t = await buildTestApp("pglite");
  });
  afterAll(() => t.close());

  describe("static files for a plain GET", () => {
    it("serves the index at /blog/index.json as one entry per language version, one language and one file each", async () => {
      const response = await t.app.inject({ method: "GET", url: "/blog/index.json" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      const served = response.json() as { lastUpdated: string; total: number; entries: Array<Record<string, unknown>> };
      // The Taiwan editions (zh-TW) are not in the served index: its languages are zh and en.
      const versions = index.entries.flatMap((e) =>
        Object.entries(e.filePath)
          .filter(([language]) => language !== "zh-TW")
          .map(([language, filePath]) => ({ id: e.id, language, filePath })),
      );
      expect(served.lastUpdated).toBe("2025-09-30");
      expect(served.total).toBe(served.entries.length);
      expect(served.entries.map(({ id, language, filePath }) => ({ id, language, filePath }))).toEqual(versions);
      const english = served.entries.find((e) => e.id === "prompt-structure" && e.language === "en");
      expect(english).toMatchObject({
        order: 1,
        title: "How to Write a Well-Structured Prompt",
        tag: ["Prompts", "Basics"],
        category: ["Tutorial"],
        date: "2025-09-12",
      });
      expect(Object.keys(english!).sort()).toEqual(["category", "date", "excerpt", "filePath", "id", "keywords", "language", "order", "tag", "title"]);
    });

    it("serves every file the index lists at its filePath, as Markdown that is never sniffed", async () => {
      const paths = index.entries.flatMap((e) => Object.values(e.filePath));
      expect(paths.length).toBe(14);
      for (const filePath of paths) {
        const response = await t.app.inject({ method: "GET", url: filePath });
        expect(response.statusCode, filePath).toBe(200);
        expect(response.headers["content-type"]).toBe("text/markdown; charset=utf-8");
        expect(response.headers["x-content-type-options"]).toBe("nosniff");
        expect(response.body).toBe(fs.readFileSync(path.join(DEFAULT_BLOG_DIR, "posts", path.basename(filePath)), "utf8"));
      }
    });

    it("answers HEAD too", async () => {
      const response = await t.app.inject({ method: "HEAD", url: "/blog/posts/prompt-structure.en.md" });
      expect(response.statusCode).toBe(200);
    });

    it.each([
      "/blog/posts/missing.zh.md",
      "/blog/posts/work-prompts.en.md",
      "/blog/posts/..%2Findex.json",
      "/blog/posts/..%2F..%2F..%2Fpackage.json",
      "/blog/posts/%2e%2e%2f%2e%2e%2fserver%2fapp.ts",
      "/blog/posts/..%5C..%5Cpackage.json",
      "/blog/posts/README.md",
      "/blog/posts/prompt-structure.zh.md%00.txt",
      "/blog/posts/Prompt-Structure.ZH.md",
      "/blog/posts/.",
    ])("refuses %s with a 404", async (url) => {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("import ");
      expect(response.body).not.toContain('"name": "prompt-plaza"');
    });
  });

  describe("GET /api/blog/list", () => {
    it("lists the Chinese posts for zh-CN, ordered by order ascending, missing order last, then newest date", async () => {
      const { status, body } = await list("zh-CN");
      expect(status).toBe(200);
      expect(body.code).toBe(0);
      expect(body.data.list.map((p) => p.id)).toEqual(["prompt-structure", "prompt-languages", "prompt-iteration", "work-prompts", "data-privacy"]);
      expect(body.data.total).toBe(5);
      expect(body.data.list.every((p) => p.lan === "zh")).toBe(true);
      expect(body.data.list[0]).toMatchObject({
        title: "如何写出结构清晰的提示词",
        date: "2025-09-12",
        order: 1,
        categories: ["教程"],
        tags: ["提示词", "入门"],
        filePath: "/blog/posts/prompt-structure.zh.md",
      });
      expect(body.data.list.at(-1)?.order).toBeNull();
    });

    it("lists only the English posts for en", async () => {
      const { body } = await list("en");
      expect(body.data.list.map((p) => p.id)).toEqual(["prompt-structure", "prompt-languages", "prompt-iteration", "data-privacy"]);
      expect(body.data.list.every((p) => p.lan === "en")).toBe(true);
      expect(body.data.list[0]?.title).toBe("How to Write a Well-Structured Prompt");
    });

    it("gives zh-TW the Taiwan editions of the Chinese posts, written for Taiwan readers", async () => {
      const { body } = await list("zh-TW");
      expect(body.data.list).toHaveLength(5);
      const first = body.data.list[0];
      expect(first).toMatchObject({
        lan: "zh",
        title: "如何寫出結構清晰的提示詞",
        tags: ["提示詞", "入門"],
        categories: ["教學"],
        filePath: "/blog/posts/prompt-structure.zh-TW.md",
      });
      expect(body.data.list.find((p) => p.id === "prompt-iteration")?.title).toBe("反覆打磨：用迭代和範例改進提示詞");
    });

    it("defaults to zh-CN, and ?lan= overrides X-LAN", async () => {
      expect((await list()).body.data.list[0]?.title).toBe("如何写出结构清晰的提示词");
      expect((await list("zh-CN", "?lan=en")).body.data.list[0]?.title).toBe("How to Write a Well-Structured Prompt");
      expect((await list(undefined, "?lan=zh-HK")).body.data.list[0]?.title).toBe("如何寫出結構清晰的提示詞");
    });
  });

  describe("GET /api/blog/article/:id", () => {
    it("reads the metadata header, removes it and renders the body as HTML", async () => {
      const { status, body } = await article("prompt-structure", "zh-CN");
      expect(status).toBe(200);
      const data = body.data;
      expect(data).toMatchObject({
        lan: "zh",
        fallback: false,
        languages: ["zh", "en"],
        title: "如何写出结构清晰的提示词",
        date: "2025-09-12",
        order: 1,
        tags: ["提示词", "入门"],
        categories: ["教程"],
      });
      expect(data.entry.id).toBe("prompt-structure");
      expect(data.html).toMatch(/^<p>/);
      expect(data.html).toContain("<h2>");
      expect(data.html).not.toContain("title:");
      expect(data.html).not.toContain("<hr");
    });

    it("takes the title from the first heading of a file without a header, and the date and order from the index", async () => {
      const { body } = await article("prompt-iteration", "zh-CN");
      expect(body.data.title).toBe("反复打磨：用迭代和示例改进提示词");
      expect(body.data.html).not.toContain("反复打磨：用迭代和示例改进提示词</h");
      expect(body.data.date).toBe("2025-09-16");
      expect(body.data.order).toBe(2);
      expect(body.data.tags).toEqual(["提示词", "迭代", "示例"]);
    });

    it("serves the English version in English", async () => {
      const { body } = await article("data-privacy", "en");
      expect(body.data).toMatchObject({ lan: "en", fallback: false, title: "Think Before You Paste: Safety and Privacy When Using AI Tools" });
      expect(body.data.html).toContain("Where your data might go");
    });

    it("falls back to the Chinese version when the language has none", async () => {
      const { status, body } = await article("work-prompts", "en");
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ lan: "zh", fallback: true, languages: ["zh"], title: "职场三件套：摘要、邮件与会议纪要的提示词写法" });
      expect(body.data.entry.lan).toBe("zh");
    });

    it("serves zh-TW readers the Taiwan edition of the Chinese article, body included", async () => {
      const { body } = await article("prompt-structure", "zh-TW");
      expect(body.data).toMatchObject({ lan: "zh", fallback: false, languages: ["zh", "en"], title: "如何寫出結構清晰的提示詞", tags: ["提示詞", "入門"] });
      expect(body.data.html).toContain("國小國語老師");
      expect(body.data.html).not.toContain("结构");
    });

    it("says in zh-TW which words Taiwan and mainland China use, instead of a converted sentence that contradicts itself", async () => {
      const { body } = await article("prompt-languages", "zh-TW");
      expect(body.data.html).toContain("台灣說「軟體」、「資訊」，中國大陸則說「軟件」、「信息」");
      expect(body.data.html).not.toContain("「軟體」與「軟體」");
    });

    it.each(["nope", "index.json", "..%2F..%2Fpackage.json", "PROMPT-STRUCTURE"])("answers 404 with a localised message for an unknown id (%s)", async (id) => {
      const zh = await article(id, "zh-CN");
      expect(zh.status).toBe(404);
      expect(zh.body).toEqual({ code: 40400, msg: "文章不存在", data: null });
      expect((await article(id, "en")).body.msg).toBe("Blog post not found");
      expect((await article(id, "zh-TW")).body.msg).toBe("文章不存在");
      expect((await article(id, "zh-CN", "?lan=en")).body.msg).toBe("Blog post not found");
    });

    it("renders each article of every language without a script, an event handler or a javascript: link", async () => {
      for (const lan of ["zh-CN", "zh-TW", "en"]) {
        for (const entry of index.entries) {
          const { status, body } = await article(entry.id, lan);
          expect(status, `${entry.id} ${lan}`).toBe(200);
          expect(body.data.title.length).toBeGreaterThan(0);
          expect(body.data.html).not.toMatch(/<script|\son\w+=|javascript:/i);
        }
      }
    });
  });

  it("declares public access on every blog route (the app would refuse to start otherwise)", async () => {
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).toContain("/api/blog/list");
    expect(routes).toContain("/blog/index.json");
  });
});
