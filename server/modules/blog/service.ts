/**
 * The blog for the pages: the list of one UI language and an article rendered to safe HTML.
 * zh-TW readers get the Taiwan edition of a Chinese post (`<id>.zh-TW.md`, written for them,
 * decision 033); a post without one is converted to Traditional script (Taiwan phrasing). A
 * language without its own version of an article gets the Chinese one. Everything is computed once
 * per language and kept: the files do not change while the app runs.
 */
import { BLOG_FILE_LANGUAGES, fileLanguageOf, type BlogArticle, type BlogFileLanguage, type BlogList, type BlogListItem } from "../../../contract/blog.ts";
import type { Language } from "../../../contract/constants.ts";
import { convertScript } from "../../lib/chinese/script.ts";
import { errors } from "../../lib/errors.ts";
import { hasVersion, openBlogContent, POSTS_URL_PREFIX, type BlogContent, type BlogIndexEntry } from "./content.ts";
import { parseArticle } from "./front-matter.ts";
import { renderMarkdown } from "./markdown.ts";
import { sortBlogEntries } from "./ordering.ts";

/** Where a reader of `lan` reads a version in `fileLan`: which fields of the index, and how its text is shown. */
type Edition = { key: BlogFileLanguage | "zh-TW"; script: (text: string) => string };

function editionFor(entry: BlogIndexEntry, lan: Language, fileLan: BlogFileLanguage): Edition {
  if (lan !== "zh-TW" || fileLan !== "zh") return { key: fileLan, script: (text) => text };
  if (entry.title["zh-TW"] && entry.filePath["zh-TW"]) return { key: "zh-TW", script: (text) => text };
  return { key: "zh", script: (text) => convertScript(text, "zh-CN", "zh-TW") };
}

function listItem(entry: BlogIndexEntry, fileLan: BlogFileLanguage, edition: Edition): BlogListItem {
  const { key, script } = edition;
  return {
    id: entry.id,
    lan: fileLan,
    title: script(entry.title[key] ?? ""),
    date: entry.date,
    order: entry.order ?? null,
    excerpt: script(entry.excerpt[key] ?? ""),
    tags: (entry.tag[key] ?? []).map(script),
    categories: (entry.category[key] ?? []).map(script),
    keywords: (entry.keywords[key] ?? []).map(script),
    filePath: entry.filePath[key] ?? "",
  };
}

export type BlogService = {
  list(lan: Language): BlogList;
  /** Throws a 404 AppError when the entry or its file is missing. */
  article(id: string, lan: Language): BlogArticle;
};

export function createBlogService(content: BlogContent, today: () => string): BlogService {
  const lists = new Map<Language, BlogList>();
  const articles = new Map<string, BlogArticle>();

  return {
    list(lan) {
      const cached = lists.get(lan);
      if (cached) return cached;
      const index = content.index();
      const fileLan = fileLanguageOf(lan);
      const items = sortBlogEntries(index.entries.filter((e) => hasVersion(e, fileLan)).map((e) => listItem(e, fileLan, editionFor(e, lan, fileLan))));
      const list: BlogList = { lastUpdated: index.lastUpdated, total: items.length, list: items };
      lists.set(lan, list);
      return list;
    },

    article(id, lan) {
      const key = `${lan}\u0000${id}`;
      const cached = articles.get(key);
      if (cached) return cached;
      const entry = content.entry(id);
      if (!entry) throw errors.notFound("blogPostNotFound");
      const wanted = fileLanguageOf(lan);
      // A language without its own version falls back to the Chinese one; an entry with neither is served in what it has.
      const fileLan = [wanted, "zh" as const, ...entry.language].find((l) => hasVersion(entry, l));
      const edition = fileLan ? editionFor(entry, lan, fileLan) : undefined;
      const filePath = edition ? entry.filePath[edition.key] : undefined;
      const file = fileLan && filePath ? content.postFile(filePath.slice(POSTS_URL_PREFIX.length)) : null;
      if (!fileLan || !edition || !file) throw errors.notFound("blogPostNotFound");

      const item = listItem(entry, fileLan, edition);
      const { header, meta, body } = parseArticle(edition.script(file.toString("utf8")), today());
      // The file's own header wins; what it leaves out comes from the index, then the defaults (title from the first heading, today, order 0).
      const article: BlogArticle = {
        entry: item,
        lan: fileLan,
        fallback: fileLan !== wanted,
        languages: BLOG_FILE_LANGUAGES.filter((l) => hasVersion(entry, l)),
        title: header?.title ?? (meta.title || item.title),
        date: header?.date ?? item.date ?? meta.date,
        order: header?.order ?? item.order ?? meta.order,
        tags: header?.tags ?? item.tags,
        categories: header?.categories ?? item.categories,
        html: renderMarkdown(body),
      };
      articles.set(key, article);
      return article;
    },
  };
}

/** The blog's files and what is read from them, opened once for the pages, feeds, sitemaps and share cards. */
export type Blog = { content: BlogContent; service: BlogService };

export function openBlog(dir: string | undefined, today: () => string): Blog {
  const content = openBlogContent(dir);
  return { content, service: createBlogService(content, today) };
}
