/**
 * What `npm run bench` measures, in order, and the goals of issue #10. A row that changes a
 * counter says which, so the bench can check every increment after the run.
 */
import { COUNT_ACTION } from "../../contract/constants.ts";
import { SEARCH_QUERIES } from "../bench/search-queries.ts";
import type { LoadTargets } from "./api-database.ts";
import { shareImagePaths } from "./share-images.ts";

export type CountedKind = "clicks" | "copies";

export type ApiRow = {
  name: string;
  paths: string[];
  headers?: Record<string, string>;
  counts?: CountedKind;
  /** Share of the ceiling's req/s this row should reach. */
  goalRatio?: number;
  /** The row's own latency goal (first answer and p99) instead of GOAL_P99_MS: a large reply. */
  goalMs?: number;
  /**
   * Issue #26's all-miss rows: every request asks for an address nothing asked for before (no
   * warm-up; the run must not use up its list), with the issue's goals on this machine.
   */
  allMiss?: { goalRps?: number; goalP99Ms?: number };
};

export const CEILING_PATH = "/api/bench/ceiling";
export const GOAL_P99_MS = 25;
/** Issue #20: the sitemap index and any chunk, at 100,000 prompts. */
const SITEMAP_GOAL_MS = 500;
/** The search term: two Chinese characters, the most common shape of a search. */
const SEARCH = "写作";

/** Prompts per page of the open-data JSON rows (the dump's default). */
const DUMP_PAGE = 100;

/**
 * Pages and detail replies are cached PAGE_CACHE_SECONDS (60 s) per URL, so cycling N codes costs
 * N misses a minute whatever the load, each at its first touch inside a run: the goal rows cycle
 * a hot set of HOT_SET codes (popular prompts get most reads), and the same rows over every code
 * show the miss-bound case.
 */
export const HOT_SET = 100;

/** Untouched codes each all-miss detail row gets: more than a 10-second run at the goal asks for. */
const MISS_CODES = 25_000;
/** Issue #26: no row's p99 above this many times its p50. */
export const TAIL_FACTOR = 10;
/** The category rows read from this page on (issue #26's "category page 20"). */
const DEEP_PAGE = 20;
const DEEP_PAGES = 100;

/** Takes the next `count` codes off `pool` (each all-miss row has its own). */
function take(pool: string[], count: number): string[] {
  return pool.splice(0, count).map(encodeURIComponent);
}

/** Interleaves so consecutive requests differ in every part: [a1 b1 c1 a2 b2 …]. */
function interleave(lists: string[][]): string[] {
  const longest = Math.max(...lists.map((l) => l.length));
  return Array.from({ length: longest }, (_, k) => lists.flatMap((l) => (k < l.length ? [l[k]!] : []))).flat();
}

export function apiRows(targets: LoadTargets): ApiRow[] {
  const list = (query: string) => [`/api/listPrompt?sortByHot=1&${query}`];
  const all = targets.codes.map(encodeURIComponent);
  const hot = all.slice(0, HOT_SET);
  const detail = (codes: string[]) => codes.map((c) => `/api/prompt/${c}`);
  const page = (codes: string[], prefix = "") => codes.map((c) => `${prefix}/detail/${c}`);
  const untouched = [...targets.untouched];
  // A small catalogue shares its untouched codes among the three detail rows (else the last ones get none).
  const missCodes = Math.min(MISS_CODES, Math.floor(untouched.length / 3));
  const categories = targets.categoryCodes.map(encodeURIComponent);
  // Page DEEP_PAGE onwards of every category in both orders; each search term alone and within each category.
  const deepPages = Array.from({ length: DEEP_PAGES }, (_, k) => k + DEEP_PAGE);
  const categoryMisses = interleave(
    categories.flatMap((c) => ["sortByHot=1&", ""].map((sort) => deepPages.map((p) => `/api/listPrompt?${sort}page=${p}&categoryCode=${c}`))),
  );
  const terms = SEARCH_QUERIES.map((q) => encodeURIComponent(q.q));
  const searchMisses = interleave(
    ["", ...categories.map((c) => `&categoryCode=${c}`)].map((within) => terms.map((t) => `/api/listPrompt?page=1&title=${t}${within}`)),
  );
  return [
    { name: "ceiling (fixed 3 KB JSON)", paths: [CEILING_PATH] },
    { name: "listPrompt hot, page 1", paths: list("page=1"), goalRatio: 0.5 },
    { name: "listPrompt hot, page 50", paths: list("page=50") },
    { name: "listPrompt hot, category", paths: list(`page=1&categoryCode=${encodeURIComponent(targets.categoryCodes[0]!)}`) },
    { name: `listPrompt hot, search ${SEARCH}`, paths: list(`page=1&title=${encodeURIComponent(SEARCH)}`) },
    { name: `prompt/{code} JSON, ${hot.length} codes`, paths: detail(hot), counts: "clicks", goalRatio: 0.5 },
    { name: `prompt/{code} JSON, ${all.length} codes`, paths: detail(all), counts: "clicks" },
    {
      name: `prompt/updateCnt copy, ${all.length} codes`,
      paths: all.map((c) => `/api/prompt/updateCnt?promptCode=${c}&action=${COUNT_ACTION.copy}`),
      counts: "copies",
      goalRatio: 0.7,
    },
    { name: `SSR /detail/{code}, ${hot.length} codes`, paths: page(hot), counts: "clicks", goalRatio: 0.2 },
    { name: `SSR /detail/{code}, ${all.length} codes`, paths: page(all), counts: "clicks" },
    { name: `prompts.json page 1 (${DUMP_PAGE} prompts)`, paths: [`/prompts.json?lang=zh-CN&page=1&size=${DUMP_PAGE}`] },
    { name: "prompts.json last page", paths: [`/prompts.json?lang=zh-CN&page=${Math.max(1, Math.ceil(targets.publicCount / DUMP_PAGE))}&size=${DUMP_PAGE}`] },
    { name: `prompt/{code} JSON, all-miss`, paths: detail(take(untouched, missCodes)), counts: "clicks", allMiss: { goalRps: 3000, goalP99Ms: 50 } },
    { name: `SSR /detail/{code} zh-CN, all-miss`, paths: page(take(untouched, missCodes)), counts: "clicks", allMiss: { goalRps: 1000, goalP99Ms: 100 } },
    { name: `SSR /en/detail/{code}, all-miss`, paths: page(take(untouched, missCodes), "/en"), counts: "clicks", allMiss: { goalRps: 1000, goalP99Ms: 100 } },
    { name: `listPrompt category page ${DEEP_PAGE}+, all-miss`, paths: categoryMisses, allMiss: {} },
    { name: `listPrompt search ${terms.length} terms, all-miss`, paths: searchMisses, allMiss: {} },
    { name: "SSR /", paths: ["/"] },
    { name: "SSR / (br)", paths: ["/"], headers: { "accept-encoding": "br" } },
    { name: "sitemap index", paths: ["/sitemap.xml"], goalMs: SITEMAP_GOAL_MS },
    { name: "sitemap, en prompts chunk 1", paths: ["/sitemaps/en/prompts-1.xml"], goalMs: SITEMAP_GOAL_MS },
    {
      name: `sitemap, zh-CN prompts chunk ${targets.lastSitemapChunk} (last)`,
      paths: [`/sitemaps/zh-CN/prompts-${targets.lastSitemapChunk}.xml`],
      goalMs: SITEMAP_GOAL_MS,
    },
    // Made by measureShareImages before the rows run: stored images only.
    { name: "og:image stored, 20 codes", paths: shareImagePaths(targets.codes) },
  ];
}
