/**
 * The red and teal buttons (white text on rose-700 or teal-700, ui-classes.ts and the dialogs) keep
 * WCAG AA contrast (4.5:1) in the light theme (Tailwind's colours) and in the dark one, where
 * theme-dark.css turns white into a dark surface and the button colour into a light shade (issue #22).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const tailwindTheme = readFileSync(createRequire(import.meta.url).resolve("tailwindcss/theme.css"), "utf8");
const darkTheme = /\[data-theme="dark"\] \{([^}]*)\}/.exec(readFileSync(new URL("./theme-dark.css", import.meta.url), "utf8"))![1]!;

function variable(css: string, name: string): string {
  const value = new RegExp(`--color-${name}:\\s*([^;]+);`).exec(css)?.[1];
  if (!value) throw new Error(`--color-${name} not found`);
  return value.trim();
}

/** Linear sRGB of `#fff` or `oklch(L% C h)` (Björn Ottosson's OKLab matrices), clipped to the gamut. */
function linearRgb(value: string): number[] {
  if (value === "#fff") return [1, 1, 1];
  const [l, c, h] = /oklch\(([\d.]+)% ([\d.]+) ([\d.]+)\)/.exec(value)!.slice(1).map(Number) as [number, number, number];
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const L = l / 100;
  const [lc, mc, sc] = [L + 0.3963377774 * a + 0.2158037573 * b, L - 0.1055613458 * a - 0.0638541728 * b, L - 0.0894841775 * a - 1.291485548 * b].map(
    (x) => x ** 3,
  ) as [number, number, number];
  return [
    4.0767416621 * lc - 3.3077115913 * mc + 0.2309699292 * sc,
    -1.2684380046 * lc + 2.6097574011 * mc - 0.3413193965 * sc,
    -0.0041960863 * lc - 0.7034186147 * mc + 1.707614701 * sc,
  ].map((x) => Math.min(1, Math.max(0, x)));
}

const luminance = (value: string) => {
  const [r, g, b] = linearRgb(value) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (x: string, y: string) => {
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
const colour = (theme: "light" | "dark", name: string) =>
  theme === "dark" && darkTheme.includes(`--color-${name}:`) ? variable(darkTheme, name) : variable(tailwindTheme, name);

describe("button contrast", () => {
  it.each(["rose-700", "rose-800", "teal-700", "teal-800"])("white text on %s (and its hover) reaches 4.5:1 in both themes", (background) => {
    for (const theme of ["light", "dark"] as const) expect(contrast(colour(theme, "white"), colour(theme, background)), theme).toBeGreaterThanOrEqual(4.5);
  });
});
