// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "../lib/i18n.ts";
import { I18nProvider } from "../lib/i18n-react.tsx";
import { handle as about } from "../routes/about.tsx";
import { handle as blog } from "../routes/blog.tsx";
import { handle as category } from "../routes/category.tsx";
import { handle as home } from "../routes/home.tsx";
import { NAV_LINKS } from "./nav-links.ts";
import { useCataloguePrefetch } from "./use-catalogue-prefetch.ts";

afterEach(cleanup);

function BlogLink() {
  const prefetchOnIntent = useCataloguePrefetch();
  return (
    <a href="/blog" {...prefetchOnIntent(["blog"])}>
      blog
    </a>
  );
}

describe("catalogue prefetch on intent", () => {
  it("fetches the page's catalogue when the reader points at, focuses or touches its link, once", async () => {
    const asked: string[] = [];
    const i18n = createI18n("zh-CN", { "zh-CN": { common: {} } }, async (lang, ns) => (asked.push(`${lang}/${ns}`), { list: { title: "博客" } }));
    render(
      <I18nProvider i18n={i18n}>
        <BlogLink />
      </I18nProvider>,
    );
    const link = screen.getByRole("link");
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    await Promise.resolve();
    fireEvent.touchStart(link);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual(["zh-CN/blog"]);
    expect(i18n.hasResourceBundle("zh-CN", "blog")).toBe(true);
  });

  it("names for each header link the catalogues its route loads", () => {
    const routes: Record<string, readonly string[] | undefined> = { "/": home.i18n, "/category": category.i18n, "/blog": blog.i18n, "/about": about.i18n };
    for (const link of NAV_LINKS) expect(link.catalogues, link.to).toEqual(routes[link.to]);
  });
});
