// @vitest-environment jsdom
import { cleanup, render, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Language } from "../../contract/constants.ts";
import { LanguageAlternates } from "./language-alternates.tsx";
import type { PageLanguages } from "../lib/page-addresses.ts";

afterEach(cleanup);

async function headAt(entry: string, lang: Language, pageLanguages: PageLanguages) {
  const Stub = createRoutesStub([
    {
      path: "/detail/:id",
      loader: () => ({ pageLanguages }),
      Component: () => <LanguageAlternates lang={lang} publicUrl="https://pp.example" />,
      HydrateFallback: () => null,
    },
    {
      path: "/en/detail/:id",
      loader: () => ({ pageLanguages }),
      Component: () => <LanguageAlternates lang={lang} publicUrl="https://pp.example" />,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={[entry]} />);
  await waitFor(() => expect(document.querySelector('link[rel="canonical"]')).not.toBeNull());
  const links = [...document.querySelectorAll("link")];
  return {
    canonical: links.find((l) => l.rel === "canonical")?.getAttribute("href"),
    alternates: Object.fromEntries(links.filter((l) => l.rel === "alternate").map((l) => [l.hreflang, l.getAttribute("href")])),
  };
}

const all: PageLanguages = { available: ["zh-CN", "zh-TW", "en"], canonical: "zh-CN", contentParam: "v" };

describe("canonical and alternates of a page with a language tab", () => {
  it("call a Chinese page showing the English tab a copy of the English page, and leave the tab out of every address", async () => {
    const head = await headAt("/detail/p1?v=en", "zh-CN", all);
    expect(head.canonical).toBe("https://pp.example/en/detail/p1");
    expect(head.alternates).toEqual({
      "zh-CN": "https://pp.example/detail/p1",
      "zh-TW": "https://pp.example/zh-TW/detail/p1",
      en: "https://pp.example/en/detail/p1",
      "x-default": "https://pp.example/detail/p1",
    });
  });

  it("keep the page's own language without a tab, or with one the prompt lacks", async () => {
    expect((await headAt("/en/detail/p1", "en", all)).canonical).toBe("https://pp.example/en/detail/p1");
    cleanup();
    const chineseOnly: PageLanguages = { ...all, available: ["zh-CN", "zh-TW"] };
    expect((await headAt("/detail/p1?v=en", "zh-CN", chineseOnly)).canonical).toBe("https://pp.example/detail/p1");
  });
});
