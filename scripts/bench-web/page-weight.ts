/**
 * First-load weight of each public route, from the client build's Vite manifest: the client
 * entry, the root route and the route's own chunks (main and split ones), every chunk they import
 * statically, React Router's route manifest, and the message catalogues the entry loads before
 * hydrating ("common" and those the route's handle names, web/lib/route-namespaces.ts). Sizes are gzip level 9 of the files as built. The source maps (hidden, made for this
 * bench) tell which sources each chunk holds, so back-office code in a public page is caught.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { namespacesOf } from "../../web/lib/route-namespaces.ts";

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type RouteWeight = {
  route: string;
  files: string[];
  jsGzip: number;
  /** Part of jsGzip: the message catalogues fetched before hydration. */
  i18nGzip: number;
  cssGzip: number;
  /** Back-office sources found in the first-load chunks (must be empty). */
  backOffice: string[];
};

/** Routes and their modules (web/routes.ts); the language whose catalogues a first visit loads. */
export const PUBLIC_ROUTES: Array<{ route: string; module: string }> = [
  { route: "/", module: "home.tsx" },
  { route: "/detail/:id", module: "detail.tsx" },
  { route: "/category", module: "category.tsx" },
  { route: "/blog", module: "blog.tsx" },
  { route: "/blog/:id", module: "blog-article.tsx" },
  { route: "/about", module: "about.tsx" },
  { route: "/login", module: "login.tsx" },
];
const FIRST_LANGUAGE = "zh-CN";
const BACK_OFFICE = [
  /web\/features\/console\//,
  /web\/features\/my-prompts\//,
  /web\/routes\/(super-admin|my-prompts)\.tsx/,
  /web\/locales\/[^/]+\/(console|my-prompts)\.json/,
];

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The namespaces the browser entry loads before hydrating a route, read from its handle. */
function routeNamespaces(module: string): string[] {
  const source = fs.readFileSync(`web/routes/${module}`, "utf8");
  const list = /handle: I18nHandle = \{ i18n: \[([^\]]*)\]/.exec(source)?.[1];
  if (list === undefined) throw new Error(`web/routes/${module} names no catalogues in its handle`);
  return namespacesOf([{ handle: { i18n: [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]!) } }]);
}

function sourcesOf(clientDir: string, file: string): string[] {
  const map = path.join(clientDir, `${file}.map`);
  if (!fs.existsSync(map)) return [];
  return (JSON.parse(fs.readFileSync(map, "utf8")) as { sources: string[] }).sources.map((s) => path.resolve(path.dirname(path.join(clientDir, file)), s));
}

export function routeWeights(buildDir: string, routeManifestUrl: string): RouteWeight[] {
  const clientDir = path.join(buildDir, "client");
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      const chunk = manifest[key];
      if (!chunk) throw new Error(`manifest has no ${key}`);
      seen.add(key);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return [...seen].map((k) => manifest[k]!);
  };
  const keysOf = (module: string) => Object.keys(manifest).filter((k) => k.startsWith(`web/${module}?`) || k === `web/${module}`);
  const routeManifest = path.join(clientDir, routeManifestUrl.replace(/^\//, ""));
  // root.tsx links web/app.css by URL (`?url`), so no chunk lists it; every page loads it.
  const stylesheets = Object.entries(manifest)
    .filter(([key]) => /(^|\/)web\/app\.css$/.test(key))
    .map(([, chunk]) => chunk.file);
  return PUBLIC_ROUTES.map(({ route, module }) => {
    const routeKeys = keysOf(`routes/${module}`);
    const catalogues = routeNamespaces(module).map((ns) => `web/locales/${FIRST_LANGUAGE}/${ns}.json`);
    if (routeKeys.length === 0) throw new Error(`no chunk for web/routes/${module}`);
    const chunks = closure(["web/entry.client.tsx", ...keysOf("root.tsx"), ...routeKeys, ...catalogues]);
    const js = [...new Set(chunks.map((c) => c.file))];
    const css = [...new Set([...chunks.flatMap((c) => c.css ?? []), ...stylesheets])];
    const i18nFiles = new Set(catalogues.map((k) => manifest[k]!.file));
    const jsGzip = js.reduce((sum, f) => sum + gzipSize(path.join(clientDir, f)), 0) + gzipSize(routeManifest);
    const backOffice = js.flatMap((f) =>
      sourcesOf(clientDir, f)
        .filter((s) => BACK_OFFICE.some((re) => re.test(s)))
        .map((s) => `${f}: ${path.relative(process.cwd(), s)}`),
    );
    return {
      route,
      files: [...js, routeManifestUrl.replace(/^\//, ""), ...css],
      jsGzip,
      i18nGzip: [...i18nFiles].reduce((sum, f) => sum + gzipSize(path.join(clientDir, f)), 0),
      cssGzip: css.reduce((sum, f) => sum + gzipSize(path.join(clientDir, f)), 0),
      backOffice,
    };
  });
}

/** Asset paths a served page references (preloads, scripts, stylesheets), to check the list above. */
export function referencedAssets(html: string): string[] {
  return [...new Set([...html.matchAll(/(?:href|src)="\/(assets\/[^"]+)"/g), ...html.matchAll(/import[^"']*["']\/(assets\/[^"']+)["']/g)].map((m) => m[1]!))];
}
