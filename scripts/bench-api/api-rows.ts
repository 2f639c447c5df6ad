/**
 * What `npm run bench` measures, in order, and the goals of issue #10. A row that changes a
 * counter says which, so the bench can check every increment after the run.
 */
import { COUNT_ACTION } from "../../contract/constants.ts";
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

export function apiRows(targets: LoadTargets): ApiRow[] {
  const list = (query: string) => [`/api/listPrompt?sortByHot=1&${query}`];
  const all = targets.codes.map(encodeURIComponent);
  const hot = all.slice(0, HOT_SET);
  const detail = (codes: string[]) => codes.map((c) => `/api/prompt/${c}`);
  const page = (codes: string[]) => codes.map((c) => `/detail/${c}`);
  return [
    { name: "ceiling (fixed 3 KB JSON)", paths: [CEILING_PATH] },
    { name: "listPrompt hot, page 1", paths: list("page=1"), goalRatio: 0.5 },
    { name: "listPrompt hot, page 50", paths: list("page=50") },
    { name: "listPrompt hot, category", paths: list(`page=1&categoryCode=${encodeURIComponent(targets.categoryCode)}`) },
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
    { name: "SSR /", paths: ["/"] },
    { name: "SSR / (br)", paths: ["/"], headers: { "accept-encoding": "br" } },
    { name: "sitemap index", paths: ["/sitemap.xml"], goalMs: SITEMAP_GOAL_MS },
    { name: "sitemap, en prompts chunk 1", paths: ["/sitemaps/en/prompts-1.xml"], goalMs: SITEMAP_GOAL_MS },
    { name: `sitemap, zh-CN prompts chunk ${targets.lastSitemapChunk} (last)`, paths: [`/sitemaps/zh-CN/prompts-${targets.lastSitemapChunk}.xml`], goalMs: SITEMAP_GOAL_MS },
    // Made by measureShareImages before the rows run: stored images only.
    { name: "og:image stored, 20 codes", paths: shareImagePaths(targets.codes) },
  ];
}
