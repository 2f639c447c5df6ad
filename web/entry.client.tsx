import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nProvider } from "./lib/i18n-react.tsx";
import { HydratedRouter } from "react-router/dom";
import { normaliseLanguage } from "../contract/language.ts";
import { DEFAULT_LANGUAGE } from "../contract/constants.ts";
import { createBrowserI18n } from "./lib/i18n-loader.ts";
import { renderedNamespaces } from "./lib/route-namespaces.ts";

// Hydrate in the language and with the catalogues the server rendered, or React would see different text.
const lang = normaliseLanguage(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
createBrowserI18n(lang, renderedNamespaces(document.documentElement)).then((i18n) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nProvider i18n={i18n}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nProvider>,
    );
  });
});
