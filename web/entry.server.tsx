import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { I18nProvider } from "./lib/i18n-react.tsx";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { LANGUAGES } from "../contract/constants.ts";
import { createI18n, type Catalogue, type Resources } from "./lib/i18n.ts";
import "./lib/load-context.ts";
import { lowPriorityPreloads } from "./lib/low-priority-preloads.ts";

const STREAM_TIMEOUT_MS = 10_000;

// The server holds every catalogue in memory: one i18n instance per request, no I/O.
const catalogues = import.meta.glob<Catalogue>("./locales/*/*.json", { eager: true, import: "default" });
const resources: Resources = {};
for (const [file, catalogue] of Object.entries(catalogues)) {
  const [, lang, ns] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (!lang || !ns || !(LANGUAGES as readonly string[]).includes(lang)) continue;
  (resources[lang] ??= {})[ns] = catalogue;
}

/**
 * The server reads a page whole before its first byte goes out (server/ssr.ts: its CSP names the
 * page's inline scripts, and the response cache keeps it), so the render is collected here as bytes
 * once everything is ready, for crawlers and browsers alike, rather than streamed through a web
 * stream that would be read back to text straight away.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const i18n = createI18n(loadContext.lang, resources);
  return new Promise<Response>((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let shellRendered = false;
    const page = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(lowPriorityPreloads(Buffer.concat(chunks).toString("utf8")), { headers: responseHeaders, status: responseStatusCode }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <I18nProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} />
      </I18nProvider>,
      {
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(page);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // An error before the shell rejects, and React Router reports it; later ones only come here.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, STREAM_TIMEOUT_MS + 1000);
  });
}
