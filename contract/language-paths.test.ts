import { describe, expect, it } from "vitest";
import { isPublicPage, localisedPath, pageLanguageOf, splitLanguagePrefix } from "./language-paths.ts";

describe("language addresses", () => {
  it("reads the language prefix and the path under it", () => {
    expect(splitLanguagePrefix("/en/detail/abc")).toEqual({ lang: "en", path: "/detail/abc" });
    expect(splitLanguagePrefix("/zh-TW")).toEqual({ lang: "zh-TW", path: "/" });
    expect(splitLanguagePrefix("/en/")).toEqual({ lang: "en", path: "/" });
    expect(splitLanguagePrefix("/detail/abc")).toEqual({ lang: undefined, path: "/detail/abc" });
    // Only our exact prefixes: neither another casing nor a longer segment.
    expect(splitLanguagePrefix("/english/x").lang).toBeUndefined();
    expect(splitLanguagePrefix("/zh-tw/x").lang).toBeUndefined();
    expect(splitLanguagePrefix("/zh-CN/x").lang).toBeUndefined();
  });

  it("writes a site path in each language, keeping query and hash, replacing a prefix it had", () => {
    expect(localisedPath("/", "zh-CN")).toBe("/");
    expect(localisedPath("/", "en")).toBe("/en/");
    expect(localisedPath("/?category=code&sortByHot=1", "zh-TW")).toBe("/zh-TW/?category=code&sortByHot=1");
    expect(localisedPath("/detail/x#comments", "en")).toBe("/en/detail/x#comments");
    expect(localisedPath("/en/detail/x?v=en", "zh-TW")).toBe("/zh-TW/detail/x?v=en");
    expect(localisedPath("/en/", "zh-CN")).toBe("/");
    expect(localisedPath("/login?redirect=%2Fen%2Fadmin", "en")).toBe("/en/login?redirect=%2Fen%2Fadmin");
  });

  it("knows the public pages", () => {
    for (const path of ["/", "/category", "/about", "/open-data", "/blog", "/blog/2", "/detail/abc"]) expect(isPublicPage(path), path).toBe(true);
    for (const path of ["/login", "/admin", "/profile", "/superAdmin", "/emailLogin", "/detail/a/b", "/nothing"]) expect(isPublicPage(path), path).toBe(false);
  });

  it("takes a public page's language from its address alone, others' from the stored choice", () => {
    expect(pageLanguageOf("/", "lang=en", "en-US")).toEqual({ lang: "zh-CN", varyOn: [] });
    expect(pageLanguageOf("/detail/x", undefined, "zh-TW")).toEqual({ lang: "zh-CN", varyOn: [] });
    expect(pageLanguageOf("/en/detail/x", "lang=zh-TW", undefined)).toEqual({ lang: "en", varyOn: [] });
    expect(pageLanguageOf("/zh-TW/login", "lang=en", undefined)).toEqual({ lang: "zh-TW", varyOn: [] });
    expect(pageLanguageOf("/login", "lang=en", undefined)).toEqual({ lang: "en", varyOn: ["cookie", "accept-language"] });
    expect(pageLanguageOf("/admin", undefined, "zh-HK,zh;q=0.8")).toEqual({ lang: "zh-TW", varyOn: ["cookie", "accept-language"] });
  });

  it("reads React Router's data requests as their pages", () => {
    expect(pageLanguageOf("/_.data", "lang=en", undefined).lang).toBe("zh-CN");
    expect(pageLanguageOf("/en/_.data", undefined, undefined).lang).toBe("en");
    expect(pageLanguageOf("/en.data", undefined, undefined).lang).toBe("en");
    expect(pageLanguageOf("/zh-TW/detail/x.data", undefined, undefined).lang).toBe("zh-TW");
    expect(pageLanguageOf("/login.data", "lang=en", undefined).lang).toBe("en");
  });
});
