// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { CategoryCard, CategoryIndexReply } from "../../../contract/catalog.ts";
import type { Language } from "../../../contract/constants.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import Category from "../../routes/category.tsx";
import { createCatalogI18n } from "./catalog-render.test-support.tsx";

afterEach(cleanup);

const card = (cid: number, name: string): CategoryCard => ({
  cid,
  code: `c${cid}`,
  category: name,
  intro: "",
  img: "📁",
  tags: [],
  sort: cid,
  cnt: 3,
  hot: 100 - cid,
  samplePrompts: [],
});
const cards = ["Writing", "Programming", "Design", "Marketing", "Career", "Data"].map((name, i) => card(i + 1, name));

async function renderCategoryPage(overview: CategoryIndexReply, lang: Language = "zh-CN") {
  const loaderData = { overview, meta: { title: "", description: "" } };
  const Stub = createRoutesStub([{ path: "/category", Component: Category as never, loader: () => loaderData }]);
  render(
    <I18nProvider i18n={createCatalogI18n(lang)}>
      <Stub initialEntries={["/category"]} />
    </I18nProvider>,
  );
  return screen.findByRole("heading", { level: 1 });
}

const overview = (featured: CategoryCard[]): CategoryIndexReply => ({
  categories: cards,
  featuredCategories: featured,
  weeklyTrends: [],
  growthTrends: [],
  newCategories: [],
});
const namesIn = (section: HTMLElement) =>
  within(section)
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);

// Issue #24 bug 10: featured categories come first and are not repeated in the grid below.
describe("the category page", () => {
  it.each([
    ["zh-CN", "精选分类", "更多分类"],
    ["zh-TW", "精選分類", "更多分類"],
    ["en", "Featured categories", "More categories"],
  ] as const)("shows the featured categories first, then only the others (%s)", async (lang, featuredName, moreName) => {
    await renderCategoryPage(overview([cards[2]!, cards[0]!]), lang);
    const featured = screen.getByRole("region", { name: featuredName });
    const more = screen.getByRole("region", { name: moreName });
    expect(featured.compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(namesIn(featured)).toEqual(["Design", "Writing"]);
    expect(namesIn(more)).toEqual(["Programming", "Marketing", "Career", "Data"]);
  });

  it("calls the grid 'all categories' when none is featured", async () => {
    await renderCategoryPage(overview([]));
    expect(screen.queryByRole("region", { name: "精选分类" })).toBeNull();
    expect(namesIn(screen.getByRole("region", { name: "全部分类" }))).toHaveLength(cards.length);
  });
});
