/**
 * Telling search engines of new and changed public pages at once instead of at their next crawl
 * (issue #20). Off unless configured. Two receivers: IndexNow (INDEXNOW_KEY; Bing, Yandex, Naver,
 * Seznam… share one ping; the key is served at /{key}.txt to prove the site is ours) and Baidu's
 * push API (BAIDU_PUSH_TOKEN, the token of the site in Baidu's webmaster tools). Addresses are
 * gathered for a few seconds and sent in one request per receiver, so a burst of edits is one
 * ping; a failure is logged, never retried (the sitemap still has the address).
 */
import type { FastifyBaseLogger } from "fastify";
import { LANGUAGES } from "../../../contract/constants.ts";
import { localisedPath } from "../../../contract/language-paths.ts";
import type { Config } from "../../config.ts";

export type Announcer = { announce(path: string): void; flush(): Promise<void> };
type Receiver = { name: string; send(urls: string[]): Promise<Response> };

const TIMEOUT_MS = 10_000;

function receiversOf(config: Config): Receiver[] {
  const origin = config.publicUrl;
  const receivers: Receiver[] = [];
  const { indexNow, baiduPush } = config;
  if (indexNow) {
    receivers.push({
      name: "IndexNow",
      send: (urlList) =>
        fetch(indexNow.endpoint, {
          method: "POST",
          headers: { "content-type": "application/json; charset=utf-8" },
          body: JSON.stringify({ host: new URL(origin).host, key: indexNow.key, keyLocation: `${origin}/${indexNow.key}.txt`, urlList }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        }),
    });
  }
  if (baiduPush) {
    const target = new URL(baiduPush.endpoint);
    target.searchParams.set("site", origin);
    target.searchParams.set("token", baiduPush.token);
    receivers.push({
      name: "Baidu push",
      send: (urls) =>
        fetch(target, { method: "POST", headers: { "content-type": "text/plain" }, body: urls.join("\n"), signal: AbortSignal.timeout(TIMEOUT_MS) }),
    });
  }
  return receivers;
}

/** A burst of edits is one ping. */
const ANNOUNCE_BATCH_MS = 5_000;

/** undefined when no receiver is configured. */
export function createAnnouncer(config: Config, log: FastifyBaseLogger, batchMs = ANNOUNCE_BATCH_MS): Announcer | undefined {
  const receivers = receiversOf(config);
  if (receivers.length === 0) return undefined;
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;

  async function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return;
    const urls = [...pending].map((path) => `${config.publicUrl}${path}`);
    pending.clear();
    await Promise.all(
      receivers.map(async (receiver) => {
        try {
          const response = await receiver.send(urls);
          if (!response.ok) log.warn({ status: response.status, urls: urls.length }, `${receiver.name} ping refused`);
        } catch (error) {
          log.warn({ err: error, urls: urls.length }, `${receiver.name} ping failed`);
        }
      }),
    );
  }

  return {
    /** A site path, announced at its address in every language (one that lacks a version points its canonical at one that has). */
    announce(path) {
      for (const lang of LANGUAGES) pending.add(localisedPath(path, lang));
      timer ??= setTimeout(() => void flush(), batchMs).unref();
    },
    flush,
  };
}
