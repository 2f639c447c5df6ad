export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/**
 * Joins by string rather than `new URL`, because the browser's base is usually '' (same
 * origin) and `new URL` rejects a relative address without a base.
 */
export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const base = baseUrl.replace(/\/+$/, "");
  const tail = path.startsWith("/") ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // Absent filters are left out so that "no title" and "title=" stay different requests.
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  if (search === "") return base + tail;
  return `${base}${tail}${tail.includes("?") ? "&" : "?"}${search}`;
}
