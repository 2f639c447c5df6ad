/**
 * What a page's loader reads on the server: the replies of the public read calls, computed by the
 * same services those calls use, for the page's reader and language, without a pass through HTTP.
 */
import type { BlogArticle, BlogList } from "./blog.ts";
import type { CategoryIndexReply, IndexReply, PromptDetail, PromptPage } from "./catalog.ts";

/** A failed read is something the page shows (fallback content, a 404): `code` is the API's error code, null when it has none. */
export type ReadResult<T> = { ok: true; data: T } | { ok: false; code: number | null };

/** Codes that mean "no such page": missing or hidden (40400), and an address the call's schema refuses (40000, 40001). */
const NOT_FOUND_CODES: ReadonlySet<number | null> = new Set([40400, 40000, 40001]);

/** A read whose page is the 404 page, not an error. */
export const isNotFound = (read: ReadResult<unknown>): boolean => !read.ok && NOT_FOUND_CODES.has(read.code);

export type PageData = {
  /** GET /api/index */
  index(): Promise<ReadResult<IndexReply>>;
  /** GET /api/categoryIndex */
  categoryIndex(): Promise<ReadResult<CategoryIndexReply>>;
  /** GET /api/listPrompt, with its query as the address carries it (checked by the same schema). */
  listPrompts(query: Readonly<Record<string, string | number>>): Promise<ReadResult<PromptPage>>;
  /** GET /api/prompt/{code}; a signed-in reader's opening joins their history, as the call's does. */
  prompt(code: string): Promise<ReadResult<PromptDetail>>;
  /** GET /api/blog/list */
  blogList(): Promise<ReadResult<BlogList>>;
  /** GET /api/blog/article/{id} */
  blogArticle(id: string): Promise<ReadResult<BlogArticle>>;
};
