/**
 * Turns prompt rows into the reply items of spec section 3: one query each for the language
 * versions, categories, groups, authors and the caller's favourites of the whole page.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { CategoryTag, DemoExample, GroupTag, PromptItem } from "../../../contract/catalog.ts";
import type { Language } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { categories, categoryTranslations, favourites, markGroupPrompts, markGroups, promptCategories, promptTranslations, users } from "../../db/schema.ts";
import { groupBy, groupTitle, pickVersion } from "./localise.ts";
import type { PromptRow } from "./prompt-row.ts";

export type PromptVersion = { title: string; prompt: string; description: string; tips: string; demo: DemoExample[] };
export type EnrichedPrompt = PromptItem & { version: PromptVersion };

const ANONYMOUS = { nickName: "匿名用户", avatar: "" };

export async function loadVersions(db: Db, ids: number[]) {
  const rows = await db
    .select({
      promptId: promptTranslations.promptId,
      lan: promptTranslations.lan,
      title: promptTranslations.title,
      prompt: promptTranslations.prompt,
      description: promptTranslations.description,
      tips: promptTranslations.tips,
      demo: promptTranslations.demo,
    })
    .from(promptTranslations)
    .where(inArray(promptTranslations.promptId, ids));
  const byPrompt = new Map<number, Map<string, PromptVersion>>();
  for (const { promptId, lan, ...version } of rows) {
    const versions = byPrompt.get(promptId) ?? new Map<string, PromptVersion>();
    versions.set(lan, version);
    byPrompt.set(promptId, versions);
  }
  return byPrompt;
}

export async function loadCategoryTags(db: Db, ids: number[], lan: Language) {
  const rows = await db
    .select({
      promptId: promptCategories.promptId,
      categoryId: categories.id,
      code: categories.code,
      tags: categories.tags,
      sort: categories.sort,
      source: categories.lan,
      nameLan: categoryTranslations.lan,
      name: categoryTranslations.name,
    })
    .from(promptCategories)
    .innerJoin(categories, eq(categories.id, promptCategories.categoryId))
    .innerJoin(categoryTranslations, eq(categoryTranslations.categoryId, categories.id))
    .where(inArray(promptCategories.promptId, ids));
  const result = new Map<number, CategoryTag[]>();
  for (const [promptId, links] of groupBy(rows, (r) => r.promptId)) {
    const tags = [...groupBy(links, (l) => l.categoryId).values()]
      .sort((a, b) => a[0]!.sort - b[0]!.sort)
      .map((names) => {
        const first = names[0]!;
        const picked = pickVersion(new Map(names.map((n) => [n.nameLan, { name: n.name }])), lan, first.source);
        return { code: first.code, category: picked?.version.name ?? first.code, tags: first.tags };
      });
    result.set(promptId, tags);
  }
  return result;
}

async function loadGroupTags(db: Db, ids: number[], lan: Language) {
  const rows = await db
    .select({ promptId: markGroupPrompts.promptId, markId: markGroups.id, title: markGroups.title, titles: markGroups.titles })
    .from(markGroupPrompts)
    .innerJoin(markGroups, eq(markGroups.id, markGroupPrompts.markId))
    .where(inArray(markGroupPrompts.promptId, ids))
    .orderBy(markGroups.id);
  const result = new Map<number, GroupTag[]>();
  for (const [promptId, groups] of groupBy(rows, (r) => r.promptId)) {
    result.set(promptId, groups.map((group) => ({ markId: group.markId, title: groupTitle(group, lan) })));
  }
  return result;
}

export async function loadAuthors(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { nickName: string; avatar: string }>();
  const rows = await db.select({ id: users.id, nickName: users.nickName, avatar: users.avatar }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, { nickName: r.nickName, avatar: r.avatar }]));
}

async function loadMarked(db: Db, ids: number[], userId: number | null) {
  if (userId === null) return new Set<number>();
  const rows = await db
    .select({ promptId: favourites.promptId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), inArray(favourites.promptId, ids)));
  return new Set(rows.map((r) => r.promptId));
}

export function epochSeconds(date: Date): string {
  return String(Math.floor(date.getTime() / 1000));
}

export async function enrichPrompts(db: Db, rows: PromptRow[], lan: Language, userId: number | null): Promise<EnrichedPrompt[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const authorIds = [...new Set(rows.map((r) => r.authorId).filter((id): id is number => id !== null))];
  const [versions, categoryTags, groupTags, authors, marked] = await Promise.all([
    loadVersions(db, ids),
    loadCategoryTags(db, ids, lan),
    loadGroupTags(db, ids, lan),
    loadAuthors(db, authorIds),
    loadMarked(db, ids, userId),
  ]);
  return rows.flatMap((row) => {
    const picked = pickVersion(versions.get(row.id) ?? new Map(), lan, row.lan);
    if (!picked) return [];
    const { version } = picked;
    return [
      {
        id: row.id,
        code: row.code,
        title: version.title,
        prompt: version.prompt,
        description: version.description,
        author: (row.authorId !== null && authors.get(row.authorId)) || ANONYMOUS,
        cnt: { rateCnt: row.rateCnt, score: Math.round(row.score * 10) / 10, clickCnt: row.clickCnt, copyCnt: row.copyCnt, shareCnt: row.shareCnt, markCnt: row.markCnt },
        categories: categoryTags.get(row.id) ?? [],
        tags: groupTags.get(row.id) ?? [],
        marked: marked.has(row.id) ? 1 : 0,
        createTime: epochSeconds(row.createdAt),
        lan: picked.lan,
        vipLevel: row.vipLevel,
        version,
      },
    ];
  });
}

async function loadTitles(db: Db, ids: number[]) {
  const rows = await db
    .select({ promptId: promptTranslations.promptId, lan: promptTranslations.lan, title: promptTranslations.title })
    .from(promptTranslations)
    .where(inArray(promptTranslations.promptId, ids));
  const byPrompt = new Map<number, Map<string, { title: string }>>();
  for (const { promptId, lan, title } of rows) {
    const titles = byPrompt.get(promptId) ?? new Map<string, { title: string }>();
    titles.set(lan, { title });
    byPrompt.set(promptId, titles);
  }
  return byPrompt;
}

/**
 * The recommendations under a detail (title, author, score): titles and authors only, picked the
 * way enrichPrompts picks them. The full enrichment read every version's text and the categories
 * and groups of six prompts for nothing, on every detail the cache does not hold.
 */
export async function recommendCards(db: Db, rows: PromptRow[], lan: Language) {
  if (rows.length === 0) return [];
  const authorIds = [...new Set(rows.map((r) => r.authorId).filter((id): id is number => id !== null))];
  const [titles, authors] = await Promise.all([loadTitles(db, rows.map((r) => r.id)), loadAuthors(db, authorIds)]);
  return rows.flatMap((row) => {
    const picked = pickVersion(titles.get(row.id) ?? new Map(), lan, row.lan);
    if (!picked) return [];
    const author = (row.authorId !== null && authors.get(row.authorId)) || ANONYMOUS;
    return [{ code: row.code, title: picked.version.title, author, cnt: { score: Math.round(row.score * 10) / 10 } }];
  });
}

/** The list item without the detail-only fields. */
export function toListItem({ version: _version, ...item }: EnrichedPrompt): PromptItem {
  return item;
}
