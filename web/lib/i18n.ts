/**
 * The UI's translator (decision 019: it replaced i18next, whose 17 KB of browser code bought
 * features we never used). Catalogues live in locales/<language>/<namespace>.json. The server holds
 * them all and makes one instance per request, so concurrent renders in different languages never
 * mix; the browser loads only the current language (see i18n-loader.ts).
 *
 * What a key may use, the subset of i18next's JSON format our catalogues are written in:
 * nested keys ("nav.home"), another namespace's key ("common:brand.name"), `{{name}}`
 * placeholders (never escaped: React escapes), `count` plurals by suffix (`_one`, `_other`,
 * chosen by Intl.PluralRules), `defaultValue` and `returnObjects`. Numbers (decision 034): `{{count}}`
 * prints with grouping (12,345), `{{name, number}}` too, `{{name, compact}}` short (1.6万, 16K).
 */
import type { Language } from "../../contract/constants.ts";
import type { MessageKey, Namespace } from "../locales/keys.ts";
import { formatCompact, formatCount, pluralCategory } from "./locale-format.ts";

export type Catalogue = { [key: string]: unknown };
/** language → namespace → catalogue */
export type Resources = Partial<Record<string, Record<string, Catalogue>>>;
/** Fetches one catalogue (the browser's lazy chunks); the server and tests hold theirs up front. */
export type CatalogueLoader = (lang: string, namespace: string) => Promise<Catalogue>;
export type TranslateOptions = { count?: number; defaultValue?: string; returnObjects?: boolean; [value: string]: unknown };
/** `t` of one namespace: it takes only keys of that namespace's catalogue (or "common:…" and the like). */
export type TFunction<N extends Namespace = "common"> = (key: MessageKey<N>, options?: TranslateOptions) => string;

const DEFAULT_NAMESPACE = "common";
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,\s*(number|compact)\s*)?\}\}/g;

function lookup(catalogue: Catalogue | undefined, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Catalogue)[part];
  }
  return node;
}

function interpolate(text: string, options: TranslateOptions | undefined, lang: Language): string {
  if (!options) return text;
  // Like i18next: a value given as null or undefined prints nothing; a name not given stays visible.
  return text.replace(PLACEHOLDER, (whole, name: string, format: string | undefined) => {
    if (!(name in options)) return whole;
    const value = options[name];
    if (typeof value === "number" && (format || name === "count")) return format === "compact" ? formatCompact(value, lang) : formatCount(value, lang);
    return String(value ?? "");
  });
}

export class I18n {
  private readonly listeners = new Set<() => void>();
  private readonly loading = new Map<string, Promise<void>>();
  /** The promises components suspended on, kept after they settle (see suspenseFor). */
  private readonly suspensions = new Map<string, Promise<void>>();
  /** Bumped on every change, so React can tell a new state from the one it rendered. */
  private version = 0;

  constructor(
    public language: Language,
    private readonly resources: Resources = {},
    private readonly loader?: CatalogueLoader,
  ) {}

  t(key: string, options?: TranslateOptions, namespace = DEFAULT_NAMESPACE): unknown {
    const split = key.indexOf(":");
    const ns = split > 0 ? key.slice(0, split) : namespace;
    const path = split > 0 ? key.slice(split + 1) : key;
    const catalogue = this.resources[this.language]?.[ns];
    const count = options?.count;
    const candidates = typeof count === "number" ? [`${path}_${pluralCategory(count, this.language)}`, `${path}_other`, path] : [path];
    for (const candidate of candidates) {
      const value = lookup(catalogue, candidate);
      if (typeof value === "string") return interpolate(value, options, this.language);
      if (value !== undefined && options?.returnObjects) return value;
    }
    // Like i18next: a missing key shows itself, so a gap in a catalogue is visible, never blank.
    return options?.defaultValue !== undefined ? interpolate(options.defaultValue, options, this.language) : path;
  }

  /** A `t` bound to one namespace; it reads the current language at each call. */
  getFixedT<N extends Namespace = typeof DEFAULT_NAMESPACE>(namespace: N = DEFAULT_NAMESPACE as N): TFunction<N> {
    return (key, options) => this.t(key, options, namespace) as string;
  }

  hasResourceBundle(lang: string, namespace: string): boolean {
    return this.resources[lang]?.[namespace] !== undefined;
  }

  /**
   * No notification: a component waiting for a catalogue is suspended on its promise, and a new
   * `t` for every arrival would re-run every effect that depends on `t` (react-i18next's neither).
   */
  addResourceBundle(lang: string, namespace: string, catalogue: Catalogue) {
    (this.resources[lang] ??= {})[namespace] = catalogue;
  }

  /**
   * Fetches a catalogue once however many callers ask while it is on its way (React's `use` needs
   * the same promise on every render until it settles). Undefined when the catalogue is here or
   * there is no loader to fetch it with. A failed fetch is forgotten, so the next call tries again.
   */
  load(lang: string, namespace: string): Promise<void> | undefined {
    if (this.hasResourceBundle(lang, namespace) || !this.loader) return undefined;
    const key = `${lang}/${namespace}`;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.loader(lang, namespace)
        .then((catalogue) => this.addResourceBundle(lang, namespace, catalogue))
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  /**
   * What a component hands React's `use` for a catalogue: undefined when it is here, else the
   * promise of its fetch. React replays a component that suspended and requires it to call `use`
   * with that promise again (skipping it is React's error 467, then 520), so once handed out the
   * promise stays the answer for this language and namespace even after the catalogue arrived.
   */
  suspenseFor(lang: string, namespace: string): Promise<void> | undefined {
    const key = `${lang}/${namespace}`;
    const handedOut = this.suspensions.get(key);
    if (handedOut) return handedOut;
    const pending = this.load(lang, namespace);
    if (!pending) return undefined;
    this.suspensions.set(key, pending);
    // A failed fetch is forgotten here too: the next render asks load(), which fetches again.
    pending.catch(() => this.suspensions.delete(key));
    return pending;
  }

  /** Namespaces held for the current language: what a language switch must load again. */
  namespacesInUse(): string[] {
    return Object.keys(this.resources[this.language] ?? {});
  }

  changeLanguage(lang: Language) {
    if (lang === this.language) return;
    this.language = lang;
    this.emit();
  }

  /** For React (see i18n-react.tsx): called after a language change. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getVersion = () => this.version;

  private emit() {
    this.version++;
    for (const listener of this.listeners) listener();
  }
}

export function createI18n(lang: Language, resources: Resources = {}, loader?: CatalogueLoader): I18n {
  return new I18n(lang, resources, loader);
}
