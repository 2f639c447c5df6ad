import { describe, expect, it, vi } from "vitest";
import type { Language } from "../../contract/constants.ts";
import { createI18n, type Resources, type TranslateOptions } from "./i18n.ts";

const resources = {
  en: {
    common: {
      nav: { home: "Home" },
      greet: "Hi {{name}}, {{ name }}!",
      items_one: "{{count}} item",
      items_other: "{{count}} items",
      list: ["a", "b"],
      year: "© {{year}}",
      weekly: "{{count, compact}} interactions",
      limit: "At most {{max, number}}",
    },
    catalog: { title: "Catalogue" },
  },
  "zh-CN": { common: { nav: { home: "首页" }, items_other: "{{count}} 条", weekly: "{{count, compact}} 次互动" } },
};

/** The keys here are the test's own, not the app's catalogues', so it asks the untyped `t` that getFixedT wraps. */
const fixedT =
  (lang: Language, res: Resources = resources) =>
  (key: string, options?: TranslateOptions) =>
    createI18n(lang, res).t(key, options) as string;

describe("the translator", () => {
  it("reads nested keys of the default namespace and of a named one", () => {
    const i18n = createI18n("en", resources);
    expect(i18n.t("nav.home")).toBe("Home");
    expect(i18n.t("title", undefined, "catalog")).toBe("Catalogue");
    expect(i18n.getFixedT("catalog")("common:nav.home")).toBe("Home");
  });

  it("fills every placeholder and leaves one it has no value for", () => {
    const t = fixedT("en");
    expect(t("greet", { name: "Ann" })).toBe("Hi Ann, Ann!");
    expect(t("greet")).toBe("Hi {{name}}, {{ name }}!");
    expect(t("greet", { name: undefined })).toBe("Hi , !");
  });

  it("chooses the plural form by the language's rules", () => {
    const en = fixedT("en");
    expect(en("items", { count: 1 })).toBe("1 item");
    expect(en("items", { count: 0 })).toBe("0 items");
    expect(fixedT("zh-CN")("items", { count: 1 })).toBe("1 条");
  });

  it("builds a language's plural rules once, not once per translator (one per server-rendered page)", () => {
    const intl = Intl as { PluralRules: typeof Intl.PluralRules };
    const Original = intl.PluralRules;
    const built: unknown[] = [];
    intl.PluralRules = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        built.push(args[0]);
      }
    } as typeof Original;
    try {
      for (let page = 0; page < 3; page++) fixedT("zh-TW", { "zh-TW": { common: { items_other: "{{count}} 條" } } })("items", { count: 2 });
      expect(built.filter((lang) => lang === "zh-TW").length).toBeLessThanOrEqual(1);
    } finally {
      intl.PluralRules = Original;
    }
  });

  it("prints counts the language's way: grouped by default, short where the catalogue asks", () => {
    const en = fixedT("en");
    expect(en("items", { count: 12345 })).toBe("12,345 items");
    expect(en("weekly", { count: 15820 })).toBe("16K interactions");
    expect(en("limit", { max: 2000 })).toBe("At most 2,000");
    // Other numbers are left alone unless the catalogue names a format: a year is no count.
    expect(en("year", { year: 2026 })).toBe("© 2026");
    expect(fixedT("zh-CN")("weekly", { count: 15820 })).toBe("1.6万 次互动");
    expect(fixedT("zh-TW", { "zh-TW": { common: { weekly: "{{count, compact}} 次互動" } } })("weekly", { count: 234567890 })).toBe("2.3億 次互動");
  });

  it("shows a missing key, or its default value, never a blank", () => {
    const t = fixedT("en");
    expect(t("nav.nowhere")).toBe("nav.nowhere");
    expect(t("catalog:nowhere")).toBe("nowhere");
    expect(t("nav.nowhere", { defaultValue: "Fallback {{n}}", n: 2 })).toBe("Fallback 2");
    expect(t("nav")).toBe("nav");
  });

  it("returns arrays and objects only when asked to", () => {
    const i18n = createI18n("en", resources);
    expect(i18n.t("list", { returnObjects: true })).toEqual(["a", "b"]);
    expect(i18n.t("list")).toBe("list");
  });

  it("tells subscribers about a language change, not about a new catalogue", () => {
    const i18n = createI18n("en", resources);
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    const before = i18n.getVersion();
    i18n.changeLanguage("en");
    expect(listener).not.toHaveBeenCalled();
    i18n.changeLanguage("zh-CN");
    expect(i18n.t("nav.home")).toBe("首页");
    expect(i18n.hasResourceBundle("zh-TW", "common")).toBe(false);
    i18n.addResourceBundle("zh-TW", "common", { nav: { home: "首頁" } });
    expect(i18n.hasResourceBundle("zh-TW", "common")).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.getVersion()).toBe(before + 1);
    unsubscribe();
    i18n.changeLanguage("zh-TW");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.namespacesInUse()).toEqual(["common"]);
  });
});
