import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { PATH_PREFIX } from "../contract/language-paths.ts";

/** Every page at its Simplified Chinese path and again under each language's prefix (contract/language-paths.ts). */
const pages: Array<[path: string, file: string]> = [
  ["detail/:id", "routes/detail.tsx"],
  ["category", "routes/category.tsx"],
  ["about", "routes/about.tsx"],
  ["open-data", "routes/open-data.tsx"],
  ["login", "routes/login.tsx"],
  ["emailLogin", "routes/email-login.tsx"],
  ["profile", "routes/profile.tsx"],
  ["admin", "routes/my-prompts.tsx"],
  ["superAdmin", "routes/super-admin.tsx"],
  ["blog", "routes/blog.tsx"],
  ["blog/:id", "routes/blog-article.tsx"],
];

const prefixes = Object.values(PATH_PREFIX)
  .filter(Boolean)
  .map((prefix) => prefix.slice(1));

export default [
  index("routes/home.tsx"),
  ...pages.map(([path, file]) => route(path, file)),
  ...prefixes.flatMap((prefix) => [
    // Case-sensitive: "/EN/…" is no language's address.
    route(prefix, "routes/home.tsx", { id: `${prefix}/home`, caseSensitive: true }),
    ...pages.map(([path, file]) => route(`${prefix}/${path}`, file, { id: `${prefix}/${path}`, caseSensitive: true })),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
