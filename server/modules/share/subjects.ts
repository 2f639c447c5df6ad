/**
 * What a share image of each kind shows, read as a visitor reads it: a prompt a visitor may open,
 * a category a visitor may list, a blog article. Anything else is a 404, so an image never reveals
 * what its page would not.
 */
import type { Language } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { errors } from "../../lib/errors.ts";
import type { BlogService } from "../blog/service.ts";
import { listCategories } from "../catalog/category-service.ts";
import { enrichPrompts } from "../catalog/enrich.ts";
import { findPromptRowByCode } from "../catalog/prompt-list-repository.ts";
import { VISITOR } from "../catalog/viewer.ts";
import type { ShareSubject } from "./layout.ts";

export async function promptSubject(db: Db, lang: Language, code: string): Promise<ShareSubject> {
  const row = await findPromptRowByCode(db, VISITOR, code);
  const [item] = row ? await enrichPrompts(db, [row], lang, null) : [];
  if (!item) throw errors.notFound("shareImageNotFound");
  return {
    title: item.title,
    excerpt: item.description || item.prompt,
    category: item.categories[0]?.category,
    rating: { score: item.cnt.score, count: item.cnt.rateCnt },
  };
}

export async function categorySubject(db: Db, lang: Language, code: string): Promise<ShareSubject> {
  const category = (await listCategories(db, VISITOR, lang)).find((c) => c.code.toLowerCase() === code.toLowerCase());
  if (!category) throw errors.notFound("shareImageNotFound");
  return { title: category.category, excerpt: category.intro };
}

export function blogSubject(blog: BlogService, lang: Language, id: string): ShareSubject {
  const { entry } = blog.article(id, lang);
  return {
    title: entry.title,
    excerpt: entry.excerpt,
    category: entry.categories[0],
  };
}
