/**
 * The share images' costs (issue #20): the time to make a prompt's 1200×630 card (its first
 * request: a visitor's read, layout, satori, resvg, the write to DATA_DIR/og) and to serve it once
 * stored, one request at a time so each is its own number. Goals: ≤ 300 ms to make, < 20 ms cached.
 * The codes are then left made, so the load row over them measures stored images only.
 */
import { formatTable, percentile, round } from "../bench/stats.ts";

export const SHARE_IMAGE_CODES = 20;
export const SHARE_GOALS = { makeMs: 300, cachedMs: 20 };

export const shareImagePaths = (codes: string[]) => codes.slice(0, SHARE_IMAGE_CODES).map((code) => `/og/zh-CN/prompt/${encodeURIComponent(code)}.png`);

async function timed(url: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  const bytes = await response.arrayBuffer();
  const ms = performance.now() - start;
  if (response.status !== 200 || bytes.byteLength === 0) throw new Error(`${url} answered ${response.status}`);
  return ms;
}

export type ShareImageResult = { images: number; makeP50Ms: number; makeMaxMs: number; cachedP50Ms: number; cachedMaxMs: number; met: boolean };

export async function measureShareImages(baseUrl: string, codes: string[]): Promise<ShareImageResult> {
  const paths = shareImagePaths(codes);
  // The first image also reads the fonts (4 MB) and warms satori: a cost paid once per process.
  await timed(`${baseUrl}/og/en/site.png`);
  const make: number[] = [];
  const cached: number[] = [];
  for (const path of paths) make.push(await timed(`${baseUrl}${path}`));
  for (const path of paths) cached.push(await timed(`${baseUrl}${path}`));
  const result = {
    images: paths.length,
    makeP50Ms: round(percentile(make, 50)),
    makeMaxMs: round(Math.max(...make)),
    cachedP50Ms: round(percentile(cached, 50), 2),
    cachedMaxMs: round(Math.max(...cached), 2),
    met: percentile(make, 50) <= SHARE_GOALS.makeMs && percentile(cached, 50) < SHARE_GOALS.cachedMs,
  };
  console.log(
    `\nshare images, one request at a time (${paths.length} prompts):\n${formatTable(
      ["step", "p50 ms", "max ms", "goal"],
      [
        ["make (first request)", result.makeP50Ms, result.makeMaxMs, `≤ ${SHARE_GOALS.makeMs}`],
        ["stored (next request)", result.cachedP50Ms, result.cachedMaxMs, `< ${SHARE_GOALS.cachedMs}`],
      ],
    )}`,
  );
  return result;
}
