import { useId } from "react";
import { useTranslation } from "../lib/i18n-react.tsx";
import { normaliseLanguage } from "../../contract/language.ts";
import { useLanguageSwitch } from "../lib/language.ts";
import { ChevronDownIcon, GlobeIcon } from "./icons.tsx";

/**
 * A native select: keyboard, screen-reader and phone pickers work out of the box. Language names
 * are written in their own language, so everyone finds theirs.
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const { language, languages, switching, switchLanguage } = useLanguageSwitch();
  const id = useId();
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t("language.label")}
      </label>
      <GlobeIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-500" />
      <select
        id={id}
        value={language}
        disabled={switching}
        aria-busy={switching}
        onChange={(event) => {
          const next = normaliseLanguage(event.target.value);
          if (next) void switchLanguage(next);
        }}
        className="focus-ring w-full cursor-pointer appearance-none rounded-lg border border-slate-200 bg-white py-1.5 pr-8 pl-8 text-sm text-slate-700 hover:border-slate-300 disabled:cursor-wait disabled:opacity-60"
      >
        {languages.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {t(`language.${lang}`)}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-slate-400" />
    </div>
  );
}
