/**
 * Which catalogues a page needs besides "common": each route says so in its handle
 * (`export const handle = { i18n: ["catalog"] }`). The root layout writes the list of the page it
 * rendered on <html data-i18n>, so the browser loads exactly those before hydrating.
 */
export type I18nHandle = { i18n?: readonly string[] };

export function namespacesOf(matches: ReadonlyArray<{ handle?: unknown }>): string[] {
  return [...new Set(["common", ...matches.flatMap((match) => (match.handle as I18nHandle | undefined)?.i18n ?? [])])];
}

export function renderedNamespaces(root: HTMLElement): string[] {
  return namespacesOf([{ handle: { i18n: (root.dataset.i18n ?? "").split(" ").filter(Boolean) } }]);
}

/** The fill-in form's and the authors' variable list's catalogue: loaded with them, never by a route. */
export const FILL_IN_NAMESPACE = "fill-in";
