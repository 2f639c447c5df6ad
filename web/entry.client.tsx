import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { normaliseLanguage } from "../contract/language.ts";
import { DEFAULT_LANGUAGE } from "../contract/constants.ts";
import { createBrowserI18n } from "./lib/i18n-loader.ts";

// Hydrate in the language the server rendered, or React would see different text.
const lang = normaliseLanguage(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
createBrowserI18n(lang).then((i18n) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
});
