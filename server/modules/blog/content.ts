/**
 * The blog's files on disk: content/blog/index.json and content/blog/posts/*.md. They ship with the
 * app and never change while it runs, so each is read once and kept in memory.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { BLOG_FILE_LANGUAGES, type BlogFileLanguage, type BlogIndexFile, type BlogIndexFileEntry } from "../../../contract/blog.ts";

export const DEFAULT_BLOG_DIR = fileURLToPath(new URL("../../../content/blog/", import.meta.url));

/**
 * The only file names served from posts/: `<id>.<zh|zh-TW|en>.md`, nothing with a slash or a
 * dot-dot. `zh-TW` files are the Chinese articles as written for Taiwan readers (decision 033).
 */
export const POST_FILE_NAME = /^[a-z0-9-]+\.(zh|zh-TW|en)\.md$/;
/** The public address of the posts folder; an entry's filePath must sit directly in it. */
export const POSTS_URL_PREFIX = "/blog/posts/";

/** Per file language; `zh-TW` is the Taiwan edition of the `zh` version (not in the served /blog/index.json, whose languages are zh and en). */
const perLanguage = <T extends z.ZodType>(value: T) => z.object({ zh: value.optional(), "zh-TW": value.optional(), en: value.optional() });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const BlogIndexEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,100}$/),
  order: z.number().finite().nullish(),
  title: perLanguage(z.string().min(1)),
  tag: perLanguage(z.array(z.string())).default({}),
  category: perLanguage(z.array(z.string())).default({}),
  date: isoDate,
  keywords: perLanguage(z.array(z.string())).default({}),
  excerpt: perLanguage(z.string()).default({}),
  language: z.array(z.enum(BLOG_FILE_LANGUAGES)).min(1),
  filePath: perLanguage(
    z
      .string()
      .refine(
        (p) => p.startsWith(POSTS_URL_PREFIX) && POST_FILE_NAME.test(p.slice(POSTS_URL_PREFIX.length)),
        "filePath must be /blog/posts/<id>.<zh|zh-TW|en>.md",
      ),
  ),
});

const BlogIndexSchema = z.object({
  lastUpdated: z.string(),
  total: z.number().int().nonnegative(),
  entries: z.array(BlogIndexEntrySchema),
});

export type BlogIndexEntry = z.infer<typeof BlogIndexEntrySchema>;
export type BlogIndex = z.infer<typeof BlogIndexSchema>;

/** Does the entry have a version in this language (listed, with a title and a file)? */
export function hasVersion(entry: BlogIndexEntry, lan: BlogFileLanguage): boolean {
  return entry.language.includes(lan) && Boolean(entry.title[lan]) && Boolean(entry.filePath[lan]);
}

/**
 * /blog/index.json as served (BlogIndexFileEntry, contract/blog.ts): one entry per language version, each with one
 * language and one file. content/blog/index.json keeps an article's versions together (easier to
 * write and check); the pages read neither, they call /api/blog/*.
 */
export function specIndexFile(index: BlogIndex): BlogIndexFile {
  const entries = index.entries.flatMap((entry) =>
    BLOG_FILE_LANGUAGES.filter((lan) => hasVersion(entry, lan)).map((lan): BlogIndexFileEntry => ({
      id: entry.id,
      order: entry.order ?? null,
      title: entry.title[lan]!,
      tag: entry.tag[lan] ?? [],
      category: entry.category[lan] ?? [],
      date: entry.date,
      keywords: entry.keywords[lan] ?? [],
      excerpt: entry.excerpt[lan] ?? "",
      language: lan,
      filePath: entry.filePath[lan]!,
    })),
  );
  return { lastUpdated: index.lastUpdated, total: entries.length, entries };
}

export type BlogContent = {
  /** /blog/index.json's bytes: specIndexFile of the index. */
  indexFile(): Buffer;
  index(): BlogIndex;
  entry(id: string): BlogIndexEntry | undefined;
  /** A post file's bytes by name, or null when the name is not allowed or the file does not exist. */
  postFile(name: string): Buffer | null;
};

export function openBlogContent(dir: string = DEFAULT_BLOG_DIR): BlogContent {
  const postsDir = path.resolve(dir, "posts");
  let specIndexBytes: Buffer | undefined;
  let parsed: { index: BlogIndex; byId: Map<string, BlogIndexEntry>; listed: Set<string> } | undefined;
  const files = new Map<string, Buffer | null>();

  const load = () => {
    if (parsed) return parsed;
    const result = BlogIndexSchema.safeParse(JSON.parse(fs.readFileSync(path.join(dir, "index.json"), "utf8")));
    if (!result.success) throw new Error(`content/blog/index.json is invalid: ${z.prettifyError(result.error)}`);
    const index = result.data;
    const listed = new Set(index.entries.flatMap((e) => Object.values(e.filePath).map((p) => p.slice(POSTS_URL_PREFIX.length))));
    parsed = { index, byId: new Map(index.entries.map((e) => [e.id, e])), listed };
    return parsed;
  };

  return {
    indexFile() {
      specIndexBytes ??= Buffer.from(JSON.stringify(specIndexFile(load().index)));
      return specIndexBytes;
    },
    index: () => load().index,
    entry: (id) => load().byId.get(id),
    postFile(name) {
      if (!POST_FILE_NAME.test(name) && !load().listed.has(name)) return null;
      if (files.has(name)) return files.get(name) ?? null;
      const full = path.resolve(postsDir, name);
      // The name pattern already rules out separators; this guards the "listed in the index" path too.
      if (path.dirname(full) !== postsDir) return null;
      let bytes: Buffer | null;
      try {
        bytes = fs.readFileSync(full);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT" && (error as NodeJS.ErrnoException).code !== "EISDIR") throw error;
        bytes = null;
      }
      // Misses are remembered only for listed names: arbitrary names must not grow the map.
      if (bytes || load().listed.has(name)) files.set(name, bytes);
      return bytes;
    },
  };
}
