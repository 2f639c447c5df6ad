import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../contract/constants.ts";
import type { NoneMissing } from "../../contract/type-checks.ts";
import type { Catalogues, KeysOf, Namespace } from "./keys.ts";
import type zhTWAbout from "./zh-TW/about.json";
import type zhTWAuth from "./zh-TW/auth.json";
import type zhTWBlog from "./zh-TW/blog.json";
import type zhTWCatalog from "./zh-TW/catalog.json";
import type zhTWCommon from "./zh-TW/common.json";
import type zhTWConsole from "./zh-TW/console.json";
import type zhTWFillIn from "./zh-TW/fill-in.json";
import type zhTWMeta from "./zh-TW/meta.json";
import type zhTWMyPrompts from "./zh-TW/my-prompts.json";
import type zhTWOpenData from "./zh-TW/open-data.json";
import type zhTWPromptFiles from "./zh-TW/prompt-files.json";
import type enAbout from "./en/about.json";
import type enAuth from "./en/auth.json";
import type enBlog from "./en/blog.json";
import type enCatalog from "./en/catalog.json";
import type enCommon from "./en/common.json";
import type enConsole from "./en/console.json";
import type enFillIn from "./en/fill-in.json";
import type enMeta from "./en/meta.json";
import type enMyPrompts from "./en/my-prompts.json";
import type enOpenData from "./en/open-data.json";
import type enPromptFiles from "./en/prompt-files.json";

const root = fileURLToPath(new URL(".", import.meta.url));
const namespacesOf = (lang: string) =>
  readdirSync(`${root}/${lang}`)
    .filter((f) => f.endsWith(".json"))
    .sort();
const allNamespaces = [...new Set(LANGUAGES.flatMap(namespacesOf))];

/**
 * zh-TW and en carry exactly zh-CN's keys, checked by `npm run typecheck`: a gap fails it and names
 * the namespace and key. A plural counts once under its base name (Chinese has only `_other`,
 * English `_one` and `_other`).
 */
type Gaps<Other extends Record<Namespace, unknown>> = {
  [N in Namespace]: `${N}:${Exclude<KeysOf<Catalogues[N]>, KeysOf<Other[N]>> | Exclude<KeysOf<Other[N]>, KeysOf<Catalogues[N]>>}`;
}[Namespace];
type _SameKeys = [
  NoneMissing<
    Gaps<{
      about: typeof zhTWAbout;
      auth: typeof zhTWAuth;
      blog: typeof zhTWBlog;
      catalog: typeof zhTWCatalog;
      common: typeof zhTWCommon;
      console: typeof zhTWConsole;
      "fill-in": typeof zhTWFillIn;
      meta: typeof zhTWMeta;
      "my-prompts": typeof zhTWMyPrompts;
      "open-data": typeof zhTWOpenData;
      "prompt-files": typeof zhTWPromptFiles;
    }>
  >,
  NoneMissing<
    Gaps<{
      about: typeof enAbout;
      auth: typeof enAuth;
      blog: typeof enBlog;
      catalog: typeof enCatalog;
      common: typeof enCommon;
      console: typeof enConsole;
      "fill-in": typeof enFillIn;
      meta: typeof enMeta;
      "my-prompts": typeof enMyPrompts;
      "open-data": typeof enOpenData;
      "prompt-files": typeof enPromptFiles;
    }>
  >,
];

/** keys.ts types these namespaces (the record must name each exactly once); a file left out would go unchecked. */
const typed: Record<Namespace, true> = {
  about: true,
  auth: true,
  blog: true,
  catalog: true,
  common: true,
  console: true,
  "fill-in": true,
  meta: true,
  "my-prompts": true,
  "open-data": true,
  "prompt-files": true,
};

describe("message catalogues", () => {
  it("every language has every namespace file", () => {
    for (const lang of LANGUAGES) expect(namespacesOf(lang), lang).toEqual(allNamespaces);
  });

  it("every namespace file is typed in keys.ts", () => {
    expect(allNamespaces).toEqual(Object.keys(typed).map((ns) => `${ns}.json`));
  });

  describe.each(allNamespaces)("namespace %s", (ns) => {
    it("has no empty messages", () => {
      for (const lang of LANGUAGES) {
        const empty: string[] = [];
        const walk = (value: unknown, path: string) => {
          if (typeof value === "string") {
            if (!value.trim()) empty.push(path);
          } else if (value && typeof value === "object") {
            for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
          }
        };
        walk(JSON.parse(readFileSync(`${root}/${lang}/${ns}`, "utf8")), "");
        expect(empty, `${lang}/${ns} has empty messages`).toEqual([]);
      }
    });
  });
});
