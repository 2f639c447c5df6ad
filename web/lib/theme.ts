/**
 * Light / dark theme. The reader's choice (light, dark or system) is kept in localStorage `theme`;
 * the theme in effect is the `data-theme` attribute of <html>, which app.css and theme-dark.css
 * read. THEME_BOOT_SCRIPT sets it in <head> before the first paint; the switch and a change of the
 * system setting update it afterwards. docs/decisions/020-dark-mode.md explains the mechanism.
 */
import { useCallback, useEffect, useSyncExternalStore } from "react";

export const THEME_STORAGE_KEY = "theme";
export const THEME_CHOICES = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type Theme = "light" | "dark";

const DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * Inline in <head>, so it runs before the body is parsed and painted: no flash of the wrong theme.
 * The same rule as resolveTheme, written out because it runs before any module loads. The CSP
 * allows inline scripts (server/app.ts).
 */
export const THEME_BOOT_SCRIPT = `(function(){var c;try{c=localStorage.getItem("${THEME_STORAGE_KEY}")}catch(e){}var d=c==="dark"||(c!=="light"&&window.matchMedia("${DARK_QUERY}").matches);document.documentElement.setAttribute("data-theme",d?"dark":"light")})()`;

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return THEME_CHOICES.includes(value as ThemeChoice);
}

export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): Theme {
  if (choice === "system") return systemPrefersDark ? "dark" : "light";
  return choice;
}

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : "system";
  } catch {
    return "system";
  }
}

function systemPrefersDark(): boolean {
  return window.matchMedia(DARK_QUERY).matches;
}

function applyTheme(choice: ThemeChoice) {
  document.documentElement.setAttribute("data-theme", resolveTheme(choice, systemPrefersDark()));
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Remembers the choice for this browser and applies it at once. */
export function chooseTheme(choice: ThemeChoice) {
  try {
    if (choice === "system") window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    /* storage disabled: the choice lasts for this page */
  }
  applyTheme(choice);
  for (const listener of listeners) listener();
}

/** The stored choice; "system" on the server and during hydration, as the server rendered it. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(subscribe, readThemeChoice, () => "system" as const);
  return [choice, useCallback((next: ThemeChoice) => chooseTheme(next), [])];
}

/**
 * Keeps the theme in step with the system setting while the choice is "system", and with a choice
 * made in another tab. Mounted once, by the app shell.
 */
export function useThemeSync() {
  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    const onSystemChange = () => applyTheme(readThemeChoice());
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
      applyTheme(readThemeChoice());
      for (const listener of listeners) listener();
    };
    media.addEventListener("change", onSystemChange);
    window.addEventListener("storage", onStorage);
    return () => {
      media.removeEventListener("change", onSystemChange);
      window.removeEventListener("storage", onStorage);
    };
  }, []);
}
