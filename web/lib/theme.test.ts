import { describe, expect, it } from "vitest";
import { resolveTheme, THEME_BOOT_SCRIPT, type ThemeChoice } from "./theme.ts";

/** Runs the head script against a stored value and a system setting; returns the theme it sets. */
function runBootScript(stored: string | null, prefersDark: boolean, storageThrows = false): string | undefined {
  const attributes: Record<string, string> = {};
  const localStorage = {
    getItem: () =>
      storageThrows
        ? (() => {
            throw new Error("denied");
          })()
        : stored,
  };
  const window = { matchMedia: (query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && prefersDark }) };
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  new Function("localStorage", "window", "document", THEME_BOOT_SCRIPT)(localStorage, window, document);
  return attributes["data-theme"];
}

describe("theme", () => {
  it.each([
    ["system", false, "light"],
    ["system", true, "dark"],
    ["light", true, "light"],
    ["dark", false, "dark"],
  ] as const)("choice %s with a dark system %s resolves to %s", (choice, prefersDark, theme) => {
    expect(resolveTheme(choice as ThemeChoice, prefersDark)).toBe(theme);
  });

  it("the head script resolves every stored value as resolveTheme does, garbage and blocked storage as system", () => {
    for (const prefersDark of [false, true]) {
      for (const choice of ["system", "light", "dark"] as const) {
        expect(runBootScript(choice === "system" ? null : choice, prefersDark)).toBe(resolveTheme(choice, prefersDark));
      }
      expect(runBootScript("purple", prefersDark)).toBe(resolveTheme("system", prefersDark));
      expect(runBootScript(null, prefersDark, true)).toBe(resolveTheme("system", prefersDark));
    }
  });
});
