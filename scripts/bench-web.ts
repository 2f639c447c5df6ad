/**
 * npm run bench:web [-- --no-build] [--no-lighthouse]
 *
 * Builds the app (into .tmp/bench-web/build, with hidden source maps so each chunk's sources are
 * known), reports each public route's first-load gzip JavaScript and CSS against the budget and
 * fails when a public route would load back-office (console, my-prompts) code. Then starts the
 * production server on a fresh data folder with the demo catalogue and runs Lighthouse 12 (mobile
 * preset, /usr/bin/chromium, headless) on /, a detail page, /en/, the detail page in Traditional
 * Chinese, /category and /blog, printing the four category scores and the core metrics (whole
 * reports in .tmp/bench-web/lighthouse-*.json) and whether the search pages of issue #20 reach SEO 100.
 * Writes bench-web-results.json. Scores are numbers to read, never test assertions.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { formatTable, round } from "./bench/stats.ts";
import { buildInto } from "./bench-api/build.ts";
import { startServer } from "./bench-api/server-process.ts";
import { referencedAssets, routeWeights, type RouteWeight } from "./bench-web/page-weight.ts";
import { CATEGORIES, runLighthouse, type PageScores } from "./bench-web/lighthouse-run.ts";

const RESULTS_FILE = "bench-web-results.json";
const WORK_DIR = path.resolve(".tmp/bench-web");
const BUILD_DIR = path.join(WORK_DIR, "build");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const BUDGET_JS_KB = 130;
const GOAL_SCORE = 95;
/** Issue #20: SEO 100 on the home page and a prompt's page, in Simplified and in another language. */
const SEO_GOAL = 100;
const seoGoalPages = (code: string) => ["/", `/detail/${code}`, "/en/", `/zh-TW/detail/${code}`];

const { values: args } = parseArgs({ options: { "no-build": { type: "boolean", default: false }, "no-lighthouse": { type: "boolean", default: false } } });
const log = (line: string) => process.stderr.write(`${line}\n`);
const kb = (bytes: number) => round(bytes / 1024, 1);

function printWeights(weights: RouteWeight[]) {
  console.log(`\nFirst-load weight per public route (gzip -9; budget ${BUDGET_JS_KB} KB of JavaScript)`);
  console.log(
    formatTable(
      ["route", "JS KB", "of which i18n", "CSS KB", "files", "budget", "back-office code"],
      weights.map((w) => [
        w.route,
        kb(w.jsGzip),
        kb(w.i18nGzip),
        kb(w.cssGzip),
        w.files.length,
        w.jsGzip <= BUDGET_JS_KB * 1024 ? "ok" : "OVER",
        w.backOffice.length ? "FAIL" : "PASS",
      ]),
    ),
  );
  for (const w of weights) for (const leak of w.backOffice) console.log(`  ${w.route} loads back-office code: ${leak}`);
}

/** The served HTML must not reference assets the computation above left out. */
async function crossCheck(baseUrl: string, weights: RouteWeight[], samples: Record<string, string>) {
  for (const w of weights) {
    const url = `${baseUrl}${samples[w.route] ?? w.route}`;
    const html = await (await fetch(url)).text();
    const missing = referencedAssets(html).filter((asset) => !w.files.includes(asset));
    if (missing.length) console.log(`  note: ${w.route} references assets outside its computed set: ${missing.join(", ")}`);
  }
}

function printScores(pages: MeasuredPage[]) {
  console.log(`\nLighthouse 12, mobile preset (goal: every category ≥ ${GOAL_SCORE})`);
  console.log(
    formatTable(
      ["page", ...CATEGORIES, "LCP ms", "TBT ms", "CLS", "FCP ms", "SI ms"],
      pages.map((p) => [
        new URL(p.url).pathname,
        ...CATEGORIES.map((c) => p.scores[c]),
        Math.round(p.metrics.LCP),
        Math.round(p.metrics.TBT),
        round(p.metrics.CLS, 3),
        Math.round(p.metrics.FCP),
        Math.round(p.metrics.SI),
      ]),
    ),
  );
  const seoPages = pages.filter((p) => p.seoGoal);
  const seoMet = seoPages.every((p) => p.scores.seo >= SEO_GOAL);
  console.log(`SEO ${SEO_GOAL} on ${seoPages.map((p) => new URL(p.url).pathname).join(", ")}: ${seoMet ? "met" : "NOT met"}`);
  for (const p of pages) {
    if (p.failing.length)
      console.log(
        `  ${new URL(p.url).pathname}: ${p.failing.map((f) => `${f.id} ${round(f.score, 2)}${f.displayValue ? ` (${f.displayValue})` : ""}`).join("; ")}`,
      );
  }
}

type MeasuredPage = PageScores & { seoGoal: boolean };

async function lighthouseRun(weights: RouteWeight[]): Promise<MeasuredPage[]> {
  const dataDir = path.join(WORK_DIR, "data");
  fs.rmSync(dataDir, { recursive: true, force: true });
  const env = { NODE_ENV: "production", SEED: "demo", LOG_LEVEL: "warn", BUILD_DIR, DATA_DIR: dataDir, DATABASE_URL: "" };
  const server = await startServer(env, path.join(WORK_DIR, "server.log"));
  try {
    const list = (await (await fetch(`${server.baseUrl}/api/listPrompt?sortByHot=1&page=1`)).json()) as { data: { list: Array<{ code: string }> } };
    const code = list.data.list[0]?.code;
    if (!code) throw new Error("the demo catalogue has no visible prompt");
    const blog = JSON.parse(fs.readFileSync("content/blog/index.json", "utf8")) as { entries: Array<{ id: string }> };
    await crossCheck(server.baseUrl, weights, { "/detail/:id": `/detail/${code}`, "/blog/:id": `/blog/${blog.entries[0]?.id ?? ""}` });
    const pages: MeasuredPage[] = [];
    const seoGoal = seoGoalPages(code);
    for (const pathname of [...seoGoal, "/category", "/blog"]) {
      log(`lighthouse ${pathname}`);
      // A page read by many is served from the page cache: measure that, not the first render.
      await fetch(`${server.baseUrl}${pathname}`, { headers: { "accept-encoding": "br" } }).then((r) => r.arrayBuffer());
      const reportFile = path.join(WORK_DIR, `lighthouse${pathname.replace(/[^a-z0-9]+/gi, "-").replace(/-$/, "") || "-home"}.json`);
      pages.push({ ...(await runLighthouse(`${server.baseUrl}${pathname}`, CHROMIUM, reportFile)), seoGoal: seoGoal.includes(pathname) });
    }
    return pages;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

fs.mkdirSync(WORK_DIR, { recursive: true });
buildInto(BUILD_DIR, args["no-build"], log, ["--sourcemapClient=hidden"]);
const serverBuild = (await import(pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href)) as { assets: { url: string } };
const weights = routeWeights(BUILD_DIR, serverBuild.assets.url);
printWeights(weights);
let pages: MeasuredPage[] = [];
if (args["no-lighthouse"]) log("Lighthouse skipped (--no-lighthouse).");
else if (!fs.existsSync(CHROMIUM)) log(`Lighthouse skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH).`);
else {
  pages = await lighthouseRun(weights);
  printScores(pages);
}
const report = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((l) => round(l, 2)), node: process.version },
  budgets: { firstLoadJsKb: BUDGET_JS_KB, lighthouseScore: GOAL_SCORE, seoScore: SEO_GOAL },
  routes: weights.map((w) => ({ ...w, jsGzipKb: kb(w.jsGzip), i18nGzipKb: kb(w.i18nGzip), cssGzipKb: kb(w.cssGzip) })),
  lighthouse: pages,
};
fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
log(`results written to ${RESULTS_FILE}`);
process.exit(weights.some((w) => w.backOffice.length > 0) ? 1 : 0);
