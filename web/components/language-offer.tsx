/**
 * A first visit whose browser (or earlier choice) prefers another language is offered, never
 * forced, the same page in it (issue #20): addresses decide a page's language, so nobody is
 * redirected, crawlers included. Shown on public pages until taken or dismissed.
 */
import { useState } from "react";
import { useLocation } from "react-router";
import { isPublicPage, splitLanguagePrefix } from "../../contract/language-paths.ts";
import type { Language } from "../../contract/constants.ts";
import { preferredOtherLanguage, useLanguageSwitch } from "../lib/language.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { CloseIcon } from "./icons.tsx";

const DISMISSED_KEY = "languageOfferDismissed";

/** In the offered language itself, which the page's catalogues do not hold: the reader may not read the page's. */
const OFFER: Record<Language, { text: string; go: string; close: string }> = {
  "zh-CN": { text: "本页有简体中文版。", go: "切换到简体中文", close: "关闭" },
  "zh-TW": { text: "本頁有繁體中文版。", go: "切換到繁體中文", close: "關閉" },
  en: { text: "This page is available in English.", go: "Switch to English", close: "Close" },
};

function dismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return true;
  }
}

function dismiss() {
  try {
    window.localStorage.setItem(DISMISSED_KEY, "1");
  } catch {
    /* storage disabled: the offer comes back next time, which is harmless */
  }
}

export function LanguageOffer({ pageLanguage }: { pageLanguage: Language }) {
  const location = useLocation();
  const [closed, setClosed] = useState(false);
  const { switchLanguage } = useLanguageSwitch();
  // After hydration only: the server cannot know the browser's preference.
  const hydrated = useHydrated();
  const publicPage = isPublicPage(splitLanguagePrefix(location.pathname).path);
  const offered = hydrated && publicPage && !closed && !dismissed() ? preferredOtherLanguage(pageLanguage) : undefined;
  if (!offered) return null;
  const words = OFFER[offered];
  const close = () => {
    dismiss();
    setClosed(true);
  };
  return (
    // Fixed at the bottom: appearing after hydration, it must not move the page.
    <aside
      lang={offered}
      aria-label={words.text}
      className="fixed inset-x-4 bottom-4 z-30 mx-auto max-w-xl rounded-xl border border-teal-200 bg-teal-50 text-sm text-teal-900 shadow-lg"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1 pr-1 pl-4">
        <span>{words.text}</span>
        <button
          type="button"
          onClick={() => {
            close();
            void switchLanguage(offered);
          }}
          className="focus-ring min-h-11 rounded font-semibold underline underline-offset-2 hover:text-teal-700"
        >
          {words.go}
        </button>
        <button
          type="button"
          onClick={close}
          aria-label={words.close}
          className="focus-ring ml-auto inline-flex size-11 items-center justify-center rounded-lg hover:bg-teal-100"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
    </aside>
  );
}
