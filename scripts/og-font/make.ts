/**
 * Regenerates the share images' font (server/modules/share/fonts/): Noto Sans CJK SC from
 * Debian's fonts-noto-cjk, cut down to printable ASCII, Latin-1, common punctuation, GB2312
 * levels 1 and 2 and Big5's common characters, so that Simplified and Traditional titles draw
 * without shipping the 16 MB face. Run: `npx tsx scripts/og-font/make.ts`.
 */
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { faceOfCollection } from "./collection.ts";

const SOURCE_DIR = "/usr/share/fonts/opentype/noto";
/** Face 2 of Debian's collections is the Simplified Chinese one (fc-query lists JP, KR, SC, TC, HK). */
const SC_FACE = 2;
const WEIGHTS = ["Regular", "Bold"] as const;

function decodeAll(encoding: string, leads: [number, number], trails: [number, number][]): string {
  const decoder = new TextDecoder(encoding);
  let out = "";
  for (let lead = leads[0]; lead <= leads[1]; lead++) {
    for (const [from, to] of trails) {
      for (let trail = from; trail <= to; trail++) out += decoder.decode(Uint8Array.of(lead, trail));
    }
  }
  return out.replace(/\uFFFD/g, "");
}

function range(from: number, to: number): string {
  let out = "";
  for (let code = from; code <= to; code++) out += String.fromCodePoint(code);
  return out;
}

export function characterSet(): string {
  const gb2312 = decodeAll("gbk", [0xb0, 0xf7], [[0xa1, 0xfe]]); // levels 1 and 2
  const gb2312Symbols = decodeAll("gbk", [0xa1, 0xa3], [[0xa1, 0xfe]]); // punctuation, full-width forms
  const big5Common = decodeAll(
    "big5",
    [0xa4, 0xc6],
    [
      [0x40, 0x7e],
      [0xa1, 0xfe],
    ],
  ); // 常用字 A440–C67E
  const big5Symbols = decodeAll(
    "big5",
    [0xa1, 0xa3],
    [
      [0x40, 0x7e],
      [0xa1, 0xfe],
    ],
  );
  const latin = range(0x20, 0x7e) + range(0xa0, 0xff) + range(0x2010, 0x2027) + "★☆·…—€";
  return [...new Set(latin + gb2312Symbols + big5Symbols + gb2312 + big5Common)].join("");
}

async function main(): Promise<void> {
  const text = characterSet();
  for (const weight of WEIGHTS) {
    const collection = readFileSync(`${SOURCE_DIR}/NotoSansCJK-${weight}.ttc`);
    const face = faceOfCollection(collection, SC_FACE);
    const subset = await subsetFont(face, text, {
      targetFormat: "sfnt",
      noHinting: true,
      keepFeatures: ["kern", "palt"],
      noLayoutClosure: true,
    });
    const target = fileURLToPath(new URL(`../../server/modules/share/fonts/NotoSansSC-${weight}-subset.otf`, import.meta.url));
    writeFileSync(target, subset);
    console.log(`${target}: ${[...text].length} characters, ${statSync(target).size} bytes`);
  }
}

await main();
