/** The blog calls: query schema and reply shapes of /api/blog/list and /api/blog/article/:id. */
import { z } from "zod";
import type { Language } from "./constants.ts";

/** Languages an article file is written in: zh or en. */
export const BLOG_FILE_LANGUAGES = ["zh", "en"] as const;
export type BlogFileLanguage = (typeof BLOG_FILE_LANGUAGES)[number];
/** The file a UI language reads: the Chinese one for both scripts. */
export const fileLanguageOf = (lan: Language): BlogFileLanguage => (lan === "en" ? "en" : "zh");

/**
 * One entry of /blog/index.json: one language version of an article, so an
 * article written in both languages has two entries with the same id.
 */
export type BlogIndexFileEntry = {
  id: string;
  order: number | null;
  title: string;
  tag: string[];
  category: string[];
  /** yyyy-mm-dd */
  date: string;
  keywords: string[];
  excerpt: string;
  language: BlogFileLanguage;
  filePath: string;
};
export type BlogIndexFile = { lastUpdated: string; total: number; entries: BlogIndexFileEntry[] };

/** `?lan=` overrides X-LAN so that a reply's address names its language (cacheable by URL). */
export const BlogQuerySchema = z.object({ lan: z.string().max(20).optional() });
export type BlogQuery = z.infer<typeof BlogQuerySchema>;

export const BlogArticleParamsSchema = z.object({ id: z.string().max(200) });

/** One card of the list, in the language it is served in (zh-TW: the Taiwan edition, or converted to Traditional script when there is none). */
export type BlogListItem = {
  id: string;
  /** The file's language: zh for zh-CN and zh-TW, en for English. */
  lan: BlogFileLanguage;
  title: string;
  /** yyyy-mm-dd */
  date: string;
  /** null when the index gives none: such entries sort last. */
  order: number | null;
  excerpt: string;
  tags: string[];
  categories: string[];
  keywords: string[];
  /** The static Markdown file, for a plain GET. */
  filePath: string;
};

export type BlogList = { lastUpdated: string; total: number; list: BlogListItem[] };

export type BlogArticle = {
  entry: BlogListItem;
  /** The file actually served: zh when the requested language has no version of its own. */
  lan: BlogFileLanguage;
  /** True when the article is shown in Chinese because the requested language has none. */
  fallback: boolean;
  /** The languages the article is written in, so its page names only those as its translations. */
  languages: BlogFileLanguage[];
  title: string;
  date: string;
  order: number | null;
  tags: string[];
  categories: string[];
  /** Rendered from Markdown and sanitised on the server: safe to insert as HTML. */
  html: string;
};
