import { describe, expect, it } from "vitest";
import { pageMeta, type PageMetaArgs } from "./page-meta.ts";

const root = { id: "root", loaderData: { lang: "en", publicUrl: "https://pp.example" } };
const args = (pathname: string, search = "", loaderData: object = {}): PageMetaArgs => ({ location: { pathname, search }, matches: [root], loaderData });
const content = (meta: ReturnType<typeof pageMeta>, key: string) =>
  meta
    .filter((m) => (m as Record<string, string>).property === key || (m as Record<string, string>).name === key)
    .map((m) => (m as { content: string }).content);

describe("a page's share tags", () => {
  it("take the loader's title and description, the canonical address, its locale and the page's image", () => {
    const meta = pageMeta(args("/en/detail/p1"), {
      meta: { title: "Weekly report - Prompt Plaza", description: "Writes it." },
      image: { kind: "prompt", name: "p1" },
      type: "article",
    });
    expect(meta).toContainEqual({ title: "Weekly report - Prompt Plaza" });
    expect(content(meta, "og:title")).toEqual(["Weekly report - Prompt Plaza"]);
    expect(content(meta, "twitter:title")).toEqual(["Weekly report - Prompt Plaza"]);
    expect(content(meta, "og:description")).toEqual(["Writes it."]);
    expect(content(meta, "og:url")).toEqual(["https://pp.example/en/detail/p1"]);
    expect(content(meta, "og:type")).toEqual(["article"]);
    expect(content(meta, "og:locale")).toEqual(["en_US"]);
    expect(content(meta, "og:locale:alternate")).toEqual(["zh_CN", "zh_TW"]);
    expect(content(meta, "og:image")).toEqual(["https://pp.example/og/en/prompt/p1.png"]);
    expect(content(meta, "og:image:width")).toEqual(["1200"]);
    expect(content(meta, "og:image:height")).toEqual(["630"]);
    expect(content(meta, "twitter:card")).toEqual(["summary_large_image"]);
  });

  it("follow the canonical of a prompt without a version in the page's language, and keep filters in og:url", () => {
    const meta = pageMeta(args("/en/detail/p1", "", { pageLanguages: { available: ["zh-CN", "zh-TW"], canonical: "zh-CN" } }), {
      meta: { title: "周报", description: "写周报" },
      image: { kind: "prompt", name: "p1" },
    });
    expect(content(meta, "og:url")).toEqual(["https://pp.example/detail/p1"]);
    expect(content(meta, "og:locale")).toEqual(["zh_CN"]);
    expect(content(meta, "og:locale:alternate")).toEqual(["zh_TW"]);
    expect(content(meta, "og:image")).toEqual(["https://pp.example/og/zh-CN/prompt/p1.png"]);
    const home = pageMeta(args("/en/", "?category=writing"), { meta: { title: "Writing", description: "d" }, image: { kind: "category", name: "writing" } });
    expect(content(home, "og:url")).toEqual(["https://pp.example/en/?category=writing"]);
    expect(content(pageMeta(args("/en/about"), { meta: { title: "About", description: "d" } }), "og:image")).toEqual(["https://pp.example/og/en/site.png"]);
  });
});
