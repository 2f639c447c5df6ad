/**
 * The blog's Taiwan editions (decision 033): every Chinese post has one, written in Traditional
 * script, and a post without one is still served to zh-TW readers, converted.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { simplifiedOnlyCharacters } from "../../../contract/simplified-only.test-support.ts";
import { DEFAULT_BLOG_DIR, openBlogContent } from "./content.ts";
import { createBlogService } from "./service.ts";

const today = () => "2025-10-01";

describe("the blog's Taiwan editions", () => {
  const content = openBlogContent();

  it.each(
    content
      .index()
      .entries.filter((e) => e.language.includes("zh"))
      .map((e) => [e.id, e] as const),
  )("%s has a zh-TW title, excerpt, tags and file in Traditional script", (_id, entry) => {
    expect(entry.title["zh-TW"]).toBeTruthy();
    expect(entry.excerpt["zh-TW"]).toBeTruthy();
    expect(entry.filePath["zh-TW"]).toBe(`/blog/posts/${entry.id}.zh-TW.md`);
    const file = fs.readFileSync(path.join(DEFAULT_BLOG_DIR, "posts", `${entry.id}.zh-TW.md`), "utf8");
    const fields = [
      entry.title["zh-TW"],
      entry.excerpt["zh-TW"],
      ...(entry.tag["zh-TW"] ?? []),
      ...(entry.category["zh-TW"] ?? []),
      ...(entry.keywords["zh-TW"] ?? []),
    ].join(" ");
    expect(simplifiedOnlyCharacters(file + fields)).toEqual([]);
  });

  it("converts a Chinese post that has no Taiwan edition", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-blog-"));
    fs.mkdirSync(path.join(dir, "posts"));
    fs.writeFileSync(path.join(dir, "posts", "only-zh.zh.md"), "# 发布说明\n\n请审核“权限”设置。\n");
    const entry = { id: "only-zh", title: { zh: "发布说明" }, date: "2025-09-01", language: ["zh"], filePath: { zh: "/blog/posts/only-zh.zh.md" } };
    fs.writeFileSync(path.join(dir, "index.json"), JSON.stringify({ lastUpdated: "2025-09-01", total: 1, entries: [entry] }));
    const blog = createBlogService(openBlogContent(dir), today);
    expect(blog.list("zh-TW").list[0]).toMatchObject({ title: "發布說明", filePath: "/blog/posts/only-zh.zh.md" });
    const article = blog.article("only-zh", "zh-TW");
    expect(article.title).toBe("發布說明");
    expect(article.html).toContain("請審核「權限」設定。");
  });
});
