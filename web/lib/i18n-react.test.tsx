// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { startTransition, Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n, type Catalogue } from "./i18n.ts";
import { I18nProvider, useTranslation } from "./i18n-react.tsx";
import { useCatalogue } from "./use-catalogue.ts";
import { namespacesOf, renderedNamespaces } from "./route-namespaces.ts";

afterEach(cleanup);

function Title() {
  const { t } = useTranslation("blog");
  return <h1>{t("list.title")}</h1>;
}

function deferred() {
  let resolve!: (catalogue: Catalogue) => void;
  const promise = new Promise<Catalogue>((res) => (resolve = res));
  return { promise, resolve };
}

describe("useTranslation", () => {
  it("suspends until a missing catalogue arrives, fetching it once", async () => {
    const fetch = deferred();
    const asked: string[] = [];
    const i18n = createI18n("en", { en: { common: {} } }, (lang, ns) => (asked.push(`${lang}/${ns}`), fetch.promise));
    // Rendered inside an awaited act, so React retries the suspended render when the fetch settles.
    await act(async () => {
      render(
        <I18nProvider i18n={i18n}>
          <Suspense fallback={<p>waiting</p>}>
            <Title />
            <Title />
          </Suspense>
        </I18nProvider>,
      );
    });
    expect(screen.getByText("waiting")).toBeTruthy();
    await act(async () => fetch.resolve({ list: { title: "Blog" } }));
    expect(screen.getAllByRole("heading", { name: "Blog" })).toHaveLength(2);
    expect(asked).toEqual(["en/blog"]);
  });

  it("finds the same promise again when React replays a render that suspended on it", async () => {
    // A client-side navigation is a transition: React waits for the catalogue and replays the
    // suspended component, which must call use() again (else React's error 467 and 520).
    const i18n = createI18n("en", { en: { common: {} } }, () => Promise.resolve({ list: { title: "Blog" } }));
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await act(async () => {
        startTransition(() => {
          render(
            <I18nProvider i18n={i18n}>
              <Suspense fallback={<p>waiting</p>}>
                <Title />
              </Suspense>
            </I18nProvider>,
          );
        });
      });
      expect(screen.getByRole("heading", { name: "Blog" })).toBeTruthy();
      expect(errors.mock.calls.map((args) => String(args[0]))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });

  it("re-renders in the new language after a switch", async () => {
    const i18n = createI18n("en", { en: { blog: { list: { title: "Blog" } } }, "zh-CN": { blog: { list: { title: "博客" } } } });
    render(
      <I18nProvider i18n={i18n}>
        <Title />
      </I18nProvider>,
    );
    expect(screen.getByRole("heading").textContent).toBe("Blog");
    act(() => i18n.changeLanguage("zh-CN"));
    expect(screen.getByRole("heading").textContent).toBe("博客");
  });

  it("forgets a failed fetch, so the next ask fetches again", async () => {
    let calls = 0;
    const i18n = createI18n("en", {}, () => (++calls === 1 ? Promise.reject(new Error("offline")) : Promise.resolve({ x: "y" })));
    await expect(i18n.load("en", "blog")).rejects.toThrow("offline");
    await i18n.load("en", "blog");
    expect(i18n.t("x", undefined, "blog")).toBe("y");
    expect(calls).toBe(2);
    expect(i18n.load("en", "blog")).toBeUndefined();
  });
});

describe("useCatalogue", () => {
  function State() {
    return <p>{useCatalogue("console")}</p>;
  }

  it("says loading until the catalogue is in, then ready; failed when the fetch failed", async () => {
    const fetch = deferred();
    const i18n = createI18n("en", {}, () => fetch.promise);
    render(
      <I18nProvider i18n={i18n}>
        <State />
      </I18nProvider>,
    );
    expect(screen.getByText("loading")).toBeTruthy();
    await act(async () => fetch.resolve({ title: "Console" }));
    expect(screen.getByText("ready")).toBeTruthy();

    cleanup();
    const refused = createI18n("en", {}, () => Promise.reject(new Error("offline")));
    render(
      <I18nProvider i18n={refused}>
        <State />
      </I18nProvider>,
    );
    expect(await screen.findByText("failed")).toBeTruthy();
  });
});

describe("route namespaces", () => {
  it("are common plus every matched route's, once each, and survive the trip through <html data-i18n>", () => {
    const names = namespacesOf([{ handle: undefined }, { handle: { i18n: ["catalog"] } }, { handle: { i18n: ["catalog", "auth"] } }]);
    expect(names).toEqual(["common", "catalog", "auth"]);
    const html = document.createElement("html");
    html.dataset.i18n = names.join(" ");
    expect(renderedNamespaces(html)).toEqual(names);
    expect(renderedNamespaces(document.createElement("html"))).toEqual(["common"]);
  });
});
