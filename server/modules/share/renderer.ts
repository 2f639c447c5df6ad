/**
 * Draws a share image: satori lays the element tree out into SVG with the bundled Noto Sans SC
 * subset (fonts/, made by scripts/og-font/make.ts; characters outside it come out as boxes), and
 * resvg turns the SVG into a PNG on libuv's thread pool, off the event loop.
 */
import { readFile } from "node:fs/promises";
import { renderAsync } from "@resvg/resvg-js";
import QRCode from "qrcode";
import type { ReactNode } from "react";
import satori, { type SatoriOptions } from "satori";
import { FONT_FAMILY } from "./view.tsx";

type Fonts = SatoriOptions["fonts"];

const FONT_FILES = [
  { file: "NotoSansSC-Regular-subset.otf", weight: 400 },
  { file: "NotoSansSC-Bold-subset.otf", weight: 700 },
] as const;

let fonts: Promise<Fonts> | undefined;

/** Read once, on the first image: 4 MB the app does not need until someone shares. */
function loadFonts(): Promise<Fonts> {
  fonts ??= Promise.all(
    FONT_FILES.map(async ({ file, weight }) => ({
      name: FONT_FAMILY,
      data: await readFile(new URL(`./fonts/${file}`, import.meta.url)),
      weight,
      style: "normal" as const,
    })),
  );
  return fonts;
}

export async function renderPng(node: ReactNode, width: number, height: number): Promise<Buffer> {
  const svg = await satori(node, { width, height, fonts: await loadFonts() });
  const image = await renderAsync(svg, {
    fitTo: { mode: "width", value: width },
    font: { loadSystemFonts: false },
  });
  return image.asPng();
}

/** The QR code of `address` as an SVG data address, for the poster's <img>. */
export async function qrDataUrl(address: string): Promise<string> {
  const svg = await QRCode.toString(address, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 1,
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
