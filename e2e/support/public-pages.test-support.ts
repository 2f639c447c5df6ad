/** Every public page, at its zh-CN address: pages with a query, a detail, the blog, the static pages. */
export const PUBLIC_PAGES = [
  "/",
  "/?category=writing&sort=time",
  `/?q=${encodeURIComponent("翻译")}`,
  "/detail/business-email-writer",
  "/detail/writing-polish-article",
  "/detail/programming-code-review",
  "/category",
  "/blog",
  "/blog/prompt-structure",
  "/about",
  "/open-data",
  "/login",
];
