import { useTranslation } from "./lib/i18n-react.tsx";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import { useLocalisedNavigate } from "./components/localised-link.tsx";
import type { Route } from "./+types/root";
import { AppShell } from "./components/app-shell.tsx";
import { FeedLinks } from "./components/feed-links.tsx";
import { LanguageAlternates } from "./components/language-alternates.tsx";
import { preloadApi, setApiNavigate } from "./lib/api.ts";
import { namespacesOf } from "./lib/route-namespaces.ts";
import "./lib/load-context.ts";
import { THEME_BOOT_SCRIPT } from "./lib/theme.ts";
import stylesheet from "./app.css?url";

// React 19 hoists every <link rel="modulepreload"> of <Scripts /> to the top of <head>; a plain
// stylesheet from <Links /> then comes after ~150 KB of script preloads and the first paint waits
// for them on a slow network. A stylesheet with a precedence is emitted before those preloads.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet, precedence: "default" }];

export async function loader({ context }: Route.LoaderArgs) {
  return { lang: context.lang, publicUrl: context.publicUrl };
}

/**
 * The root's data (the page's language and the public address) never depends on the query string:
 * a filter or a language tab of the same page must not cost a request.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const namespaces = namespacesOf(useMatches()).join(" ");
  return (
    // data-theme is set by the boot script before React hydrates, so React must not mind it.
    <html lang={data?.lang ?? "zh-CN"} data-i18n={namespaces} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {data && <LanguageAlternates lang={data.lang} publicUrl={data.publicUrl} />}
        {data && <FeedLinks lang={data.lang} publicUrl={data.publicUrl} />}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Runs `task` once the browser has nothing more urgent to do (Safari has no requestIdleCallback); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

export default function App() {
  const navigate = useLocalisedNavigate();
  // After a failed token refresh the request layer sends the reader to /login in-app, so the
  // "session expired" toast survives the redirect.
  useEffect(() => setApiNavigate((path) => void navigate(path)), [navigate]);
  useEffect(() => whenIdle(preloadApi), []);
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? t("error.notFoundTitle") : t("error.title");
  return (
    <AppShell>
      <main className="mx-auto max-w-3xl px-4 py-24 text-center">
        <title>{`${title} - ${t("brand.name")}`}</title>
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mt-4 text-slate-600">{notFound ? t("error.notFoundText") : t("error.text")}</p>
        <a href="/" className="mt-8 inline-block rounded-lg bg-teal-700 px-5 py-2.5 font-medium text-white hover:bg-teal-800">
          {t("error.home")}
        </a>
      </main>
    </AppShell>
  );
}
