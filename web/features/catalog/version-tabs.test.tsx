// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { PromptDetail, PromptVersionView } from "../../../contract/catalog.ts";
import type { Language } from "../../../contract/constants.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { VersionTabs } from "./components/version-tabs.tsx";
import { createCatalogI18n } from "./catalog-render.test-support.tsx";
import { useVersionTab } from "./use-version-tab.ts";

afterEach(cleanup);

const version = (lan: Language, title: string, machine: boolean): PromptVersionView => ({
  lan,
  title,
  description: "",
  prompt: `${title} text`,
  tips: "",
  demo: [],
  variables: [],
  machine,
});
const versions = [version("zh-CN", "文章润色", false), version("zh-TW", "文章潤色", true), version("en", "Polish an article", true)];
const prompt = { code: "p1", lan: "zh-CN", title: "文章润色", prompt: "文章润色 text", versions } as unknown as PromptDetail;

function Page({ of }: { of: PromptDetail }) {
  const tab = useVersionTab(of);
  const location = useLocation();
  return (
    <VersionTabs tab={tab}>
      <h1 lang={tab.shown.lan}>{tab.shown.title}</h1>
      <p data-testid="where">{location.pathname + location.search}</p>
    </VersionTabs>
  );
}

function renderAt(entry: string, lang: Language = "zh-CN", of = prompt) {
  const Stub = createRoutesStub([{ path: "/detail/p1", Component: () => <Page of={of} /> }]);
  render(
    <I18nProvider i18n={createCatalogI18n(lang)}>
      <Stub initialEntries={[entry]} />
    </I18nProvider>,
  );
}

const selected = () => screen.getByRole("tab", { selected: true });
const where = () => screen.getByTestId("where").textContent;

describe("language version tabs", () => {
  it("shows a tab per version, the reply's own selected, and its panel", () => {
    renderAt("/detail/p1");
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["简体", "繁體", "English"]);
    expect(selected().textContent).toBe("简体");
    expect(screen.getByRole("tablist", { name: "语言版本" })).toBeTruthy();
    const panel = screen.getByRole("tabpanel");
    expect(panel.getAttribute("aria-labelledby")).toBe(selected().id);
    expect(selected().getAttribute("aria-controls")).toBe(panel.id);
    expect(screen.getByRole("heading").textContent).toBe("文章润色");
    expect(document.querySelector("[data-version-badge]")).toBeNull();
  });

  it("opens the version the address names, with its badge", () => {
    renderAt("/detail/p1?v=en", "en");
    expect(selected().textContent).toBe("English");
    expect(screen.getByRole("heading").textContent).toBe("Polish an article");
    expect(screen.getByRole("heading").getAttribute("lang")).toBe("en");
    expect(screen.getByText("Machine translated")).toBeTruthy();
  });

  it("puts the chosen tab into the address", () => {
    renderAt("/detail/p1");
    fireEvent.click(screen.getByRole("tab", { name: "English" }));
    expect(where()).toBe("/detail/p1?v=en");
    expect(screen.getByRole("heading").textContent).toBe("Polish an article");
    expect(screen.getByText("机器翻译")).toBeTruthy();
  });

  it("moves between tabs with the arrows, Home and End, selecting and focusing as it goes", () => {
    renderAt("/detail/p1", "zh-TW");
    const list = screen.getByRole("tablist");
    expect(screen.getAllByRole("tab").map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.keyDown(list, { key: "ArrowRight" });
    expect(selected().textContent).toBe("繁體");
    expect(document.activeElement).toBe(selected());
    expect(where()).toBe("/detail/p1?v=zh-TW");
    expect(screen.getByText("由簡體自動轉換")).toBeTruthy();
    fireEvent.keyDown(list, { key: "End" });
    expect(selected().textContent).toBe("English");
    fireEvent.keyDown(list, { key: "ArrowRight" });
    expect(selected().textContent).toBe("简体");
    fireEvent.keyDown(list, { key: "ArrowLeft" });
    expect(selected().textContent).toBe("English");
    fireEvent.keyDown(list, { key: "Home" });
    expect([selected().textContent, document.activeElement?.textContent]).toEqual(["简体", "简体"]);
  });

  it("offers no tabs for a prompt in one language", () => {
    renderAt("/detail/p1?v=en", "zh-CN", { ...prompt, versions: versions.slice(0, 1) });
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.getByRole("heading").textContent).toBe("文章润色");
  });
});
