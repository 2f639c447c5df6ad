import type { ReactNode } from "react";
import { useTranslation } from "../lib/i18n-react.tsx";
import { useRouteLoaderData } from "react-router";
import { useLanguageOfPage, useStoredLanguage } from "../lib/language.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../contract/constants.ts";
import { LanguageOffer } from "./language-offer.tsx";
import { useThemeSync } from "../lib/theme.ts";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { ToastViewport } from "./toast/toast-viewport.tsx";

/**
 * Header, page, footer and the toast viewport. Each route renders its own <main> (one landmark
 * per page, with the page's own layout); the shell wraps it in a skip-link target.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const pageLanguage = useRouteLoaderData<{ lang: Language }>("root")?.lang ?? DEFAULT_LANGUAGE;
  useLanguageOfPage(pageLanguage);
  useStoredLanguage();
  useThemeSync();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#content"
        className="sr-only z-50 rounded-lg bg-teal-700 text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2 focus:outline-2 focus:outline-offset-2 focus:outline-teal-600"
      >
        {t("nav.skipToContent")}
      </a>
      <Header />
      <LanguageOffer pageLanguage={pageLanguage} />
      <div id="content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </div>
      <Footer />
      <ToastViewport />
    </div>
  );
}
