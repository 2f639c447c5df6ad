import { useId } from "react";
import { useTranslation } from "../lib/i18n-react.tsx";
import { isThemeChoice, THEME_CHOICES, useThemeChoice, type ThemeChoice } from "../lib/theme.ts";
import { ChevronDownIcon, ContrastIcon, MoonIcon, SunIcon } from "./icons.tsx";

const CHOICE_ICONS: Record<ThemeChoice, typeof SunIcon> = { system: ContrastIcon, light: SunIcon, dark: MoonIcon };

/**
 * Light, dark or the system's setting: a native select, like the language switcher beside it, so
 * keyboards, screen readers and phone pickers work. `compact` (the desktop header, where room is
 * short at tablet width) shows only the icon of the current choice; the open list shows the words.
 */
export function ThemeSwitcher({ compact = false, className = "" }: { compact?: boolean; className?: string }) {
  const { t } = useTranslation();
  const [choice, choose] = useThemeChoice();
  const id = useId();
  const Icon = CHOICE_ICONS[choice];
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t("theme.label")}
      </label>
      <Icon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-500" />
      <select
        id={id}
        value={choice}
        title={compact ? `${t("theme.label")}${t("colon")}${t(`theme.${choice}`)}` : undefined}
        onChange={(event) => {
          if (isThemeChoice(event.target.value)) choose(event.target.value);
        }}
        className={`focus-ring cursor-pointer appearance-none rounded-lg border border-slate-200 bg-white py-1.5 pr-8 pl-8 text-sm hover:border-slate-300 ${compact ? "w-16 text-transparent" : "w-full text-slate-700"}`}
      >
        {THEME_CHOICES.map((value) => (
          <option key={value} value={value} className="bg-white text-slate-800">
            {t(`theme.${value}`)}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-slate-400" />
    </div>
  );
}
