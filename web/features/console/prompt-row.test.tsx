// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ManagedPrompt } from "../../../contract/prompts.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { managedPrompt } from "../../lib/managed-prompt.test-support.ts";
import { PromptRow } from "./prompt-row.tsx";
import { createConsoleI18n } from "./console-i18n.test-support.ts";

afterEach(cleanup);

const prompt = (cnt: Pick<ManagedPrompt["cnt"], "rateCnt" | "score">) => managedPrompt({ cnt: { clickCnt: 5, copyCnt: 2, shareCnt: 0, markCnt: 1, ...cnt } });

const renderRow = (item: ManagedPrompt, language: Parameters<typeof createConsoleI18n>[0] = "zh-CN") =>
  render(
    <I18nProvider i18n={createConsoleI18n(language)}>
      <table>
        <tbody>
          <PromptRow
            prompt={item}
            groupId={undefined}
            busy={false}
            onEdit={() => {}}
            onDelete={() => {}}
            onAddToGroup={() => {}}
            onRemoveFromGroup={() => {}}
          />
        </tbody>
      </table>
    </I18nProvider>,
  );

describe("a console prompt row", () => {
  it("shows the rating on the 5-star scale readers use, to one decimal", () => {
    const { container } = renderRow(prompt({ rateCnt: 4, score: 9.3 }));
    expect(screen.getByRole("img", { name: "4.7 星（满分 5 星）" })).toBeTruthy();
    expect(screen.getByText("4 人评分")).toBeTruthy();
    expect(container.textContent).not.toContain("9.3");
  });

  it("marks the prompt's language in the console's language", () => {
    const simplified = prompt({ rateCnt: 0, score: 0 });
    const badges = (["zh-CN", "zh-TW", "en"] as const).map((language) => {
      cleanup();
      renderRow(simplified, language);
      const badge = screen.getByTitle(language === "en" ? "Simplified Chinese" : language === "zh-TW" ? "簡體中文" : "简体中文");
      return badge.textContent;
    });
    expect(badges).toEqual(["简", "簡", "SC"]);
  });

  it("shows views | copies | favourites, and names them for a screen reader in the console's language", () => {
    renderRow(prompt({ rateCnt: 0, score: 0 }));
    expect(screen.getByText("5 | 2 | 1").getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByText("浏览 5 次，复制 2 次，收藏 1 次")).toBeTruthy();
    cleanup();
    renderRow(managedPrompt({ cnt: { clickCnt: 1, copyCnt: 12345, shareCnt: 0, markCnt: 0, rateCnt: 0, score: 0 } }), "en");
    expect(screen.getByText("1 view, 12,345 copies, 0 favourites")).toBeTruthy();
  });

  it("says nobody rated it yet", () => {
    renderRow(prompt({ rateCnt: 0, score: 0 }));
    expect(screen.getByText("暂无评分")).toBeTruthy();
  });

  // An astral character (an emoji, a CJK extension ideograph) is two UTF-16 units: cutting between them left a lone surrogate.
  it("cuts the prompt's preview at 80 characters without splitting an emoji or a CJK extension character", () => {
    const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    for (const astral of ["😀", "𠀀"]) {
      cleanup();
      const { container } = renderRow(managedPrompt({ prompt: `${"字".repeat(79)}${astral}${"a".repeat(20)}` }));
      const shown = container.querySelector("th p + p")?.textContent ?? "";
      expect(shown).toBe(`${"字".repeat(79)}${astral}…`);
      expect(shown).not.toMatch(loneSurrogate);
    }
  });
});
