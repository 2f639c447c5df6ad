/**
 * `meta` descriptors for the JSON-LD a loader built (web/lib/structured-data.ts). Apart from the
 * builders, which read the server-only meta catalogue, because route `meta` runs in the browser too.
 */
export const structuredDataMeta = (items: Array<Record<string, unknown>> | undefined) => (items ?? []).map((item) => ({ "script:ld+json": item }));
