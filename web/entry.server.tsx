import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
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

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const i18n = createI18n(loadContext.lang, resources);
  // Crawlers and no-JavaScript clients get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <I18nProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} />
      </I18nProvider>,
      {
        [readyEvent]() {
          shellRendered = true;
          const body = lowPriorityPreloads();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, STREAM_TIMEOUT_MS + 1000);
  });
}
