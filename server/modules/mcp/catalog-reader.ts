/**
 * What the MCP server reads from the catalogue, always as a visitor (catalog/viewer.ts VISITOR):
 * the same services the site's pages call, so search, visibility and languages are the site's.
 */
import { ListPromptQuerySchema, type CategorySummary, type PromptDetail, type PromptItem } from "../../../contract/catalog.ts";
import type { Language } from "../../../contract/constants.ts";
import { localisedPath } from "../../../contract/language-paths.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { listCategories } from "../catalog/category-service.ts";
import { listPrompts, promptDetail } from "../catalog/prompt-service.ts";
import { VISITOR } from "../catalog/viewer.ts";

/** prompts/list offers this many of the most popular public prompts (the site's "hot" order). */
export const POPULAR_PROMPTS = 50;

export type SearchRequest = { query?: string; category?: string; limit: number };

export class CatalogReader {
  /** Per language, until the next write empties the response cache (see clear). */
  private readonly popular = new Map<Language, Promise<PromptItem[]>>();

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
  ) {}

  /** The page of a prompt in a language, as the site addresses it. */
  address(code: string, lan: Language): string {
    return `${this.publicUrl}${localisedPath(`/detail/${encodeURIComponent(code)}`, lan)}`;
  }

  async search(lan: Language, request: SearchRequest) {
    const query = ListPromptQuerySchema.parse({ title: request.query || undefined, categoryCode: request.category, size: String(request.limit) });
    return listPrompts(this.db, VISITOR, lan, query);
  }

  categories(lan: Language): Promise<CategorySummary[]> {
    return listCategories(this.db, VISITOR, lan);
  }

  /** A prompt a visitor may open, or undefined (unknown, members-only or unpublished alike). */
  async prompt(lan: Language, code: string): Promise<PromptDetail | undefined> {
    try {
      return await promptDetail(this.db, VISITOR, lan, code);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return undefined;
      throw error;
    }
  }

  popularPrompts(lan: Language): Promise<PromptItem[]> {
    let list = this.popular.get(lan);
    if (!list) {
      list = this.search(lan, { limit: POPULAR_PROMPTS }).then((page) => page.list);
      list.catch(() => this.popular.delete(lan));
      this.popular.set(lan, list);
    }
    return list;
  }

  clear() {
    this.popular.clear();
  }
}
