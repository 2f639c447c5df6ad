/** Usage examples as the detail page shows them (demo may arrive as JSON text or objects; out or output). */
import type { DemoExample } from "../../../contract/catalog.ts";

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v.trim() !== "").map((v) => v.trim()) : [];

function one(value: unknown): DemoExample | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const input = typeof v.input === "string" ? v.input : "";
  const out = typeof v.out === "string" ? v.out : typeof v.output === "string" ? v.output : "";
  const inputImgs = texts(v.inputImgs);
  const outImgs = texts(v.outImgs);
  if (!input.trim() && !out.trim() && inputImgs.length === 0 && outImgs.length === 0) return null;
  return { input, out, inputImgs, outImgs };
}

export function normaliseDemo(demo: unknown): DemoExample[] {
  let value = demo;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  const list = Array.isArray(value) ? value : [value];
  return list.map(one).filter((e): e is DemoExample => e !== null);
}

/** Only http(s) addresses and site paths become links or images; anything else (javascript:, data:) is dropped. */
export function safeImageUrl(url: string): string | null {
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}
