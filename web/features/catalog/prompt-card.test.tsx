// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { PromptItem } from "../../../contract/catalog.ts";
import { PromptCard } from "./components/prompt-card.tsx";
import { renderWithApp } from "./catalog-render.test-support.tsx";

afterEach(cleanup);

function buildItem(overrides: Partial<PromptItem> = {}): PromptItem {
  return {
    id: 1,
    code: "writing-polish-article",
    title: "文章润色：让表达更流畅",
    prompt: "你是一位编辑……",
    description: "润色".repeat(60),
    author: { nickName: "Alex", avatar: "" },
    cnt: { rateCnt: 3, score: 8.7, clickCnt: 1, copyCnt: 2, shareCnt: 3, markCnt: 4 },
    categories: [{ code: "writing", category: "写作助手", tags: [] }],
    tags: [{ markId: 1, title: "新手必备" }],
    marked: 0,
    createTime: "1700000000",
    updateTime: "1700000000",
    lan: "zh-CN",
    vipLevel: 0,
    variables: [],
    ...overrides,
  };
}

describe("a prompt card", () => {
  it("shows the title as a link to the detail page, the author and the rating on the 5-star scale, to one decimal", async () => {
    await renderWithApp(<PromptCard item={buildItem()} query="" />);
    const card = screen.getByRole("article");
    expect(within(card).getByRole("link", { name: "文章润色：让表达更流畅" }).getAttribute("href")).toBe("/detail/writing-polish-article");
    expect(within(card).getByText("Alex")).toBeTruthy();
    expect(within(card).getByRole("img", { name: "4.4 星（满分 5 星）" })).toBeTruthy();
    expect(within(card).getByText("4.4")).toBeTruthy();
    expect(within(card).getByText("3 人评分")).toBeTruthy();
  });

  it("says 'no ratings yet' for a prompt nobody rated, not a score of 0", async () => {
    await renderWithApp(<PromptCard item={buildItem({ cnt: { rateCnt: 0, score: 0, clickCnt: 0, copyCnt: 0, shareCnt: 0, markCnt: 0 } })} query="" />);
    const card = screen.getByRole("article");
    expect(within(card).getByText("暂无评分")).toBeTruthy();
    expect(within(card).queryByText(/0\.0|0 人评分/)).toBeNull();
    expect(within(card).queryByRole("img", { name: /星/ })).toBeNull();
  });

  it("cuts the description at 100 characters", async () => {
    await renderWithApp(<PromptCard item={buildItem()} query="" />);
    const text = screen.getByText((content) => content.startsWith("润色润色"));
    expect(Array.from(text.textContent ?? "")).toHaveLength(101);
    expect(text.textContent?.endsWith("…")).toBe(true);
  });

  it("links its category and group tags to the filtered home list", async () => {
    await renderWithApp(<PromptCard item={buildItem()} query="" />);
    expect(screen.getByRole("link", { name: "写作助手" }).getAttribute("href")).toBe("/?category=writing");
    expect(screen.getByRole("link", { name: "新手必备" }).getAttribute("href")).toBe("/?mark=1");
  });

  it("offers copy, favourite and share buttons named after the prompt", async () => {
    await renderWithApp(<PromptCard item={buildItem()} query="" />);
    expect(screen.getByRole("button", { name: "复制：文章润色：让表达更流畅" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "收藏：文章润色：让表达更流畅" }).getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByRole("button", { name: "分享：文章润色：让表达更流畅" })).toBeTruthy();
  });

  it("highlights the search words in the title and description with <mark>, as text", async () => {
    const item = buildItem({ title: "SQL <img src=x onerror=alert(1)> helper", description: "Write sql fast" });
    const { container } = await renderWithApp(<PromptCard item={item} query="sql" />);
    const marks = [...container.querySelectorAll("mark")].map((m) => m.textContent);
    expect(marks).toEqual(["SQL", "sql"]);
    expect(container.querySelector("img[src=x]")).toBeNull();
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("SQL <img src=x onerror=alert(1)> helper");
  });

  it("marks what the server says matched, in the card's own script, over the query's words", async () => {
    const item = buildItem({ title: "中英翻译助手", description: "把中文翻译成英文", highlights: ["翻译"] });
    const { container } = await renderWithApp(<PromptCard item={item} query="翻譯" />);
    expect([...container.querySelectorAll("mark")].map((m) => m.textContent)).toEqual(["翻译", "翻译"]);
  });

  it("marks nothing without a query, whatever the item carries", async () => {
    const { container } = await renderWithApp(<PromptCard item={buildItem({ highlights: ["文章"] })} query="" />);
    expect(container.querySelector("mark")).toBeNull();
  });

  it("reads in English too", async () => {
    await renderWithApp(<PromptCard item={buildItem({ cnt: { rateCnt: 1, score: 10, clickCnt: 0, copyCnt: 0, shareCnt: 0, markCnt: 0 } })} query="" />, "en");
    expect(screen.getByRole("img", { name: "5 out of 5 stars" })).toBeTruthy();
    expect(screen.getByText("5.0")).toBeTruthy();
    expect(screen.getByText("1 rating")).toBeTruthy();
  });
});
