/**
 * Lighthouse 12 on one page, programmatically, with its default configuration (the mobile preset:
 * a mid-range phone, simulated slow 4G and 4× CPU slowdown), in Debian's Chromium, headless. A new
 * browser per page so one page's cache never helps the next.
 */
import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = {
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  FCP: "first-contentful-paint",
  SI: "speed-index",
} as const;

export type PageScores = {
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Milliseconds, except CLS (unitless). */
  metrics: Record<keyof typeof METRICS, number>;
  /** Audits under 0.9 that count towards a category, worst first: what to fix. */
  failing: Array<{ id: string; title: string; score: number; displayValue?: string }>;
};

/**
 * Lighthouse's trace sometimes misses the navigation on a busy machine (NO_NAVSTART: "Please run
 * Lighthouse again"), so a page whose run ended in a runtime error gets one more run.
 * reportFile: where to keep the whole Lighthouse result (JSON) for a closer look.
 */
export async function runLighthouse(url: string, chromePath: string, reportFile?: string): Promise<PageScores> {
  try {
    return await lighthouseOnce(url, chromePath, reportFile);
  } catch (error) {
    if (!(error instanceof LighthouseRuntimeError)) throw error;
    console.log(`  ${url}: ${error.message}; running it again`);
    return lighthouseOnce(url, chromePath, reportFile);
  }
}

class LighthouseRuntimeError extends Error {}

async function lighthouseOnce(url: string, chromePath: string, reportFile?: string): Promise<PageScores> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (reportFile) fs.writeFileSync(reportFile, JSON.stringify(lhr));
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as PageScores["scores"];
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
    ) as PageScores["metrics"];
    const counted = new Set(CATEGORIES.flatMap((c) => (lhr.categories[c]?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id)));
    const failing = Object.values(lhr.audits)
      .filter((a) => counted.has(a.id) && a.score !== null && a.score < 0.9)
      .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
      .map((a) => ({ id: a.id, title: a.title, score: a.score ?? 0, displayValue: a.displayValue }));
    return { url, scores, metrics, failing };
  } finally {
    chrome.kill();
  }
}
