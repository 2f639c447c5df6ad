/**
 * IndexNow (issue #20): search engines that take it (Bing, Yandex, Naver, Seznam…) hear of a new or
 * changed public prompt at once instead of at their next crawl. Off unless INDEXNOW_KEY is set; the
 * key is served at /{key}.txt, which proves the site is ours. Addresses are gathered for a few
 * seconds and sent in one POST, so a burst of edits is one request; a failed ping is logged, never
 * retried (the sitemap still has the address).
 */
import type { FastifyBaseLogger } from "fastify";
import { LANGUAGES } from "../../../contract/constants.ts";
import { localisedPath } from "../../../contract/language-paths.ts";

export type IndexNowConfig = { key: string; endpoint: string; publicUrl: string; batchMs: number };
export type Announcer = { announce(path: string): void; flush(): Promise<void> };

export function createIndexNow(config: IndexNowConfig, log: FastifyBaseLogger): Announcer {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const host = new URL(config.publicUrl).host;

  async function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return;
    const urlList = [...pending].map((path) => `${config.publicUrl}${path}`);
    pending.clear();
    try {
      const response = await fetch(config.endpoint, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8" },
        body: JSON.stringify({ host, key: config.key, keyLocation: `${config.publicUrl}/${config.key}.txt`, urlList }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) log.warn({ status: response.status, urls: urlList.length }, "IndexNow ping refused");
    } catch (error) {
      log.warn({ err: error, urls: urlList.length }, "IndexNow ping failed");
    }
  }

  return {
    /** A site path, announced at its address in every language (one that lacks a version points its canonical at one that has). */
    announce(path) {
      for (const lang of LANGUAGES) pending.add(localisedPath(path, lang));
      timer ??= setTimeout(() => void flush(), config.batchMs).unref();
    },
    flush,
  };
}
