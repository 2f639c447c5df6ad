// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { PromptDetail } from "../../../contract/catalog.ts";
import { DetailHero } from "./components/detail-hero.tsx";
import { fallbackDetail } from "./fallback.ts";
import { createCatalogI18n, renderWithApp } from "./catalog-render.test-support.tsx";

afterEach(cleanup);

const favourite = { marked: false, toggle: async () => {}, pending: false, countDelta: 0 };

function buildPrompt(cnt: Partial<PromptDetail["cnt"]>): PromptDetail {
  const base = fallbackDetail(createCatalogI18n().getFixedT("catalog"), "zh-CN", "p1");
  return { ...base, title: "文章润色", cnt: { ...base.cnt, ...cnt } };
}

const renderHero = (prompt: PromptDetail, lang?: "zh-CN" | "zh-TW" | "en") =>
  renderWithApp(<DetailHero prompt={prompt} favourite={favourite} onCopy={() => {}} onShare={() => {}} />, lang);

describe("the detail hero's rating", () => {
  it("shows stars and the average on the same 5-point scale, never the 0-10 score", async () => {
    await renderHero(buildPrompt({ score: 9.3, rateCnt: 12 }));
    const hero = screen.getByRole("banner");
    expect(within(hero).getByRole("img", { name: "4.7 星（满分 5 星）" })).toBeTruthy();
    expect(within(hero).getByText("4.7")).toBeTruthy();
    expect(within(hero).getByText("12 人评分")).toBeTruthy();
    expect(hero.textContent).not.toMatch(/9\.3/);
  });

  it("says 'no ratings yet' for a new prompt, not '0.0 分 0 人评分'", async () => {
    await renderHero(buildPrompt({ score: 0, rateCnt: 0 }), "en");
    const hero = screen.getByRole("banner");
    expect(within(hero).getByText("No ratings yet")).toBeTruthy();
    expect(hero.textContent).not.toMatch(/0\.0|0 ratings/);
  });
});

// Issue #24 bug 10: the author sees "edit", which opens the prompt in their my-prompts form.
describe("the detail hero's edit link", () => {
  it.each([
    ["zh-CN", "编辑", "/admin?edit=my-code"],
    ["zh-TW", "編輯", "/zh-TW/admin?edit=my-code"],
    ["en", "Edit", "/en/admin?edit=my-code"],
  ] as const)("is offered to the prompt's author (%s)", async (lang, label, href) => {
    await renderHero({ ...buildPrompt({}), code: "my-code", mine: true }, lang);
    const edit = screen.getByRole("link", { name: new RegExp(`^${label}`) });
    expect(edit.getAttribute("href")).toBe(href);
    expect(edit.textContent).toBe(label);
  });

  it("is not offered to anyone else", async () => {
    await renderHero({ ...buildPrompt({}), mine: false });
    expect(screen.queryByRole("link", { name: /^编辑/ })).toBeNull();
  });
});
