import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../contract/constants.ts";

const root = fileURLToPath(new URL(".", import.meta.url));
const namespacesOf = (lang: string) =>
  readdirSync(`${root}/${lang}`)
    .filter((f) => f.endsWith(".json"))
    .sort();
const allNamespaces = [...new Set(LANGUAGES.flatMap(namespacesOf))];

// Plural forms differ by language (Chinese has only `_other`, English `_one` and `_other`), so a
// plural key counts once under its base name.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ""): string[] {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix.replace(PLURAL_SUFFIX, "")];
}

function keysOf(lang: string, ns: string): Set<string> {
  return new Set(flatten(JSON.parse(readFileSync(`${root}/${lang}/${ns}`, "utf8"))));
}

describe("message catalogues", () => {
  it("every language has every namespace file", () => {
    for (const lang of LANGUAGES) expect(namespacesOf(lang), lang).toEqual(allNamespaces);
  });

  describe.each(allNamespaces)("namespace %s", (ns) => {
    it("carries the same keys in zh-CN, zh-TW and en", () => {
      const union = new Set(LANGUAGES.flatMap((lang) => [...keysOf(lang, ns)]));
      for (const lang of LANGUAGES) {
        const keys = keysOf(lang, ns);
        const missing = [...union].filter((key) => !keys.has(key));
        expect(missing, `${lang}/${ns} is missing keys`).toEqual([]);
      }
    });

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
