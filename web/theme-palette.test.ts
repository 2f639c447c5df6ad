import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL(".", import.meta.url));
const darkTheme = readFileSync(path.join(root, "theme-dark.css"), "utf8");
/** The block that turns the palette over (theme-dark.css), without the surfaces that keep it. */
const darkBlock = /\[data-theme="dark"\] \{([^}]*)\}/.exec(darkTheme)?.[1] ?? "";

const COLOUR_UTILITY = /\b(?:bg|text|border|ring|outline|divide|from|via|to|fill|stroke|decoration|placeholder|accent|caret)-(white|black|[a-z]+-\d{2,3})\b/g;
const NOT_A_COLOUR = new Set(["text-xs", "border-0"]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("dark theme palette", () => {
  it("gives a dark value to every colour the components use, so no element stays light in the dark theme", () => {
    const used = new Set<string>();
    for (const file of sources(root)) {
      for (const match of readFileSync(file, "utf8").matchAll(COLOUR_UTILITY)) {
        if (!NOT_A_COLOUR.has(match[0])) used.add(match[1]!);
      }
    }
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter((colour) => colour !== "black" && !darkBlock.includes(`--color-${colour}:`));
    expect(missing).toEqual([]);
  });
});
