// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Language } from "../../contract/constants.ts";
import { I18nProvider } from "../lib/i18n-react.tsx";
import { createTestI18n } from "../lib/i18n.test-support.ts";
import { RatingSummary, type RatingSummaryProps } from "./rating.tsx";
import { outOfFive } from "../../contract/rating.ts";

afterEach(cleanup);

const renderSummary = (props: RatingSummaryProps, lang: Language = "zh-CN") =>
  render(
    <I18nProvider i18n={createTestI18n(lang)}>
      <RatingSummary {...props} />
    </I18nProvider>,
  );

describe("outOfFive", () => {
  it("puts the 0-10 score on the 5-star scale readers rate on, to one decimal", () => {
    expect(outOfFive(9.3)).toBe(4.7);
    expect(outOfFive(8.7)).toBe(4.4);
    expect(outOfFive(10)).toBe(5);
    expect(outOfFive(2)).toBe(1);
    expect(outOfFive(7.34)).toBe(3.7);
  });

  it("stays within 0-5 for odd input", () => {
    expect(outOfFive(0)).toBe(0);
    expect(outOfFive(-3)).toBe(0);
    expect(outOfFive(42)).toBe(5);
    expect(outOfFive(Number.NaN)).toBe(0);
  });
});

describe("a rating summary", () => {
  it("shows the stars and the number on one 5-point scale, with the count", () => {
    const { container } = renderSummary({ score: 9.3, count: 12 });
    expect(screen.getByRole("img", { name: "4.7 星（满分 5 星）" })).toBeTruthy();
    expect(container.textContent).toBe("4.712 人评分");
    expect(container.textContent).not.toContain("9.3");
  });

  it("lights the stars up to the same decimal", () => {
    renderSummary({ score: 9.3, count: 12 });
    const lit = screen.getByRole("img").lastElementChild as HTMLElement;
    expect(lit.style.width).toBe("94%");
  });

  it.each([
    ["zh-CN", "暂无评分"],
    ["zh-TW", "暫無評分"],
    ["en", "No ratings yet"],
  ] as const)("says there are no ratings yet (%s) rather than a score of 0", (lang, text) => {
    const { container } = renderSummary({ score: 0, count: 0 }, lang);
    expect(container.textContent).toBe(text);
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("reads a score of 0 as nobody rated where the count is not sent", () => {
    expect(renderSummary({ score: 0 }).container.textContent).toBe("暂无评分");
    cleanup();
    expect(renderSummary({ score: 8 }).container.textContent).toBe("4.0");
  });

  it("reads in English", () => {
    renderSummary({ score: 8.6, count: 1 }, "en");
    expect(screen.getByRole("img", { name: "4.3 out of 5 stars" })).toBeTruthy();
    expect(screen.getByText("1 rating")).toBeTruthy();
  });
});
