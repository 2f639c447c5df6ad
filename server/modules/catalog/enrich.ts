/**
 * Turns prompt rows into the reply items (PromptItemSchema, contract/replies.ts): the language versions, categories,
 * groups, authors and the caller's favourites of the whole page, read in one statement.
 */
import { inArray, sql, type Placeholder, type SQL, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CategoryTag, DemoExample, GroupTag, PromptItem, PromptVersionView } from "../../../contract/catalog.ts";
import { LANGUAGES, type Language } from "../../../contract/constants.ts";
import { promptVariables } from "../../../contract/variables.ts";
import type { Db } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import {
  categories,
  categoryTranslations,
  favourites,
  markGroupPrompts,
  markGroups,
  promptCategories,
  prompts,
  promptTranslations,
  users,
  type GroupTitles,
} from "../../db/schema.ts";
import { authorView } from "./author.ts";
import { groupBy } from "../../lib/group-by.ts";
import { groupTitle, pickVersion, sourcesOf } from "./localise.ts";
import type { PromptRow } from "../../db/prompt-row.ts";

export type PromptVersion = { title: string; prompt: string; description: string; tips: string; demo: DemoExample[]; machine: boolean };
/** A list item with the version it shows and every version the detail offers. */
export type EnrichedPrompt = PromptItem & { version: PromptVersion; versions: PromptVersionView[] };

/**
 * `select json_agg(json_build_object('key', column, …)) from …`: the rows of `from` as one JSON
 * array whose objects are keyed like `fields`, `[]` when there are none. It lets enrichPrompts
 * read all of a page's parts in one statement: PGlite charges every statement dearly (six protocol
 * messages through WebAssembly each), and on PostgreSQL it takes one connection of the pool, not five.
 */
export function jsonRows(fields: Record<string, SQLWrapper>, from: SQL, order?: SQL): SQL {
  const object = sql.join(
    Object.entries(fields).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  );
  return sql`(select coalesce(json_agg(json_build_object(${object})${order ? sql` order by ${order}` : sql``}), '[]'::json) ${from})`;
}

type VersionRow = PromptVersion & { promptId: number; lan: string };

const versionFields = {
  promptId: promptTranslations.promptId,
  lan: promptTranslations.lan,
  title: promptTranslations.title,
  prompt: promptTranslations.prompt,
  description: promptTranslations.description,
  tips: promptTranslations.tips,
  demo: promptTranslations.demo,
  machine: promptTranslations.machine,
};

function versionsByPrompt<V extends object>(rows: Array<V & { promptId: number; lan: string }>) {
  const byPrompt = new Map<number, Map<string, Omit<V, "promptId" | "lan">>>();
  for (const { promptId, lan, ...version } of rows) {
    const versions = byPrompt.get(promptId) ?? new Map<string, Omit<V, "promptId" | "lan">>();
    versions.set(lan, version);
    byPrompt.set(promptId, versions);
  }
  return byPrompt;
}

export async function loadVersions(db: Db, ids: number[]) {
  const rows = await db.select(versionFields).from(promptTranslations).where(inArray(promptTranslations.promptId, ids));
  return versionsByPrompt(rows);
}

type CategoryRow = { promptId: number; categoryId: number; code: string; tags: string[]; sort: number; source: string; nameLan: string; name: string };

function categoryTags(rows: CategoryRow[], lan: Language) {
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

type GroupRow = { promptId: number; markId: number; title: string; titles: GroupTitles };

function groupTags(rows: GroupRow[], lan: Language) {
  const result = new Map<number, GroupTag[]>();
  for (const [promptId, groups] of groupBy(rows, (r) => r.promptId)) {
    result.set(
      promptId,
      groups.map((group) => ({ markId: group.markId, title: groupTitle(group, lan) })),
    );
  }
  return result;
}

type AuthorRow = { id: number; nickName: string; avatar: string; status: number };

const authorFields = { id: users.id, nickName: users.nickName, avatar: users.avatar, status: users.status };

export type PageParts<V = VersionRow> = {
  versions: V[];
  categories: CategoryRow[];
  groups: GroupRow[];
  authors: AuthorRow[];
  marked: Array<{ promptId: number }>;
};

/** Ids, or one column of the statement's own row (a detail reads its parts beside its row, detail-parts.ts). */
type IdsOrColumn = readonly number[] | readonly [SQL];
type PartsKeys = { ids: IdsOrColumn; authorIds: IdsOrColumn };

/** The prompts' ids and their authors' ids, which pagePartsColumns reads the parts of. */
function partsKeys(rows: PromptRow[]): PartsKeys {
  return { ids: rows.map((r) => r.id), authorIds: [...new Set(rows.map((r) => r.authorId).filter((id): id is number => id !== null))] };
}

/** Which versions a page reads, and of them which fields: by default all, whole. */
type VersionRead = { fields: Record<string, SQLWrapper>; where?: SQL };

/**
 * `column = any(ids)`, and `column = id` for one id: a prepared statement's cached (generic) plan
 * takes an array parameter for ten values, which priced a detail's parts above re-planning them on
 * every execution (decision 037).
 */
function oneOf(column: SQLWrapper, ids: IdsOrColumn): SQL {
  return ids.length === 1 ? sql`${column} = ${ids[0]}` : sql`${column} = any(${sql.param(ids)}::int[])`;
}

/** The select list of every part of a page of prompts (see jsonRows), named as PageParts. */
export function pagePartsColumns({ ids, authorIds }: PartsKeys, userId: number | Placeholder | null, versions: VersionRead = { fields: versionFields }): SQL {
  const categoryFields = {
    promptId: promptCategories.promptId,
    categoryId: categories.id,
    code: categories.code,
    tags: categories.tags,
    sort: categories.sort,
    source: categories.lan,
    nameLan: categoryTranslations.lan,
    name: categoryTranslations.name,
  };
  return sql`${jsonRows(versions.fields, sql`from ${promptTranslations} where ${oneOf(promptTranslations.promptId, ids)}${versions.where ? sql` and ${versions.where}` : sql``}`)} as versions,
      ${jsonRows(
        categoryFields,
        sql`from ${promptCategories} join ${categories} on ${categories.id} = ${promptCategories.categoryId}
          join ${categoryTranslations} on ${categoryTranslations.categoryId} = ${categories.id}
          where ${oneOf(promptCategories.promptId, ids)}`,
      )} as categories,
      ${jsonRows(
        { promptId: markGroupPrompts.promptId, markId: markGroups.id, title: markGroups.title, titles: markGroups.titles },
        sql`from ${markGroupPrompts} join ${markGroups} on ${markGroups.id} = ${markGroupPrompts.markId} where ${oneOf(markGroupPrompts.promptId, ids)}`,
        sql`${markGroups.id}`,
      )} as groups,
      ${jsonRows(authorFields, sql`from ${users} where ${oneOf(users.id, authorIds)}`)} as authors,
      ${
        userId === null
          ? sql`'[]'::json`
          : jsonRows({ promptId: favourites.promptId }, sql`from ${favourites} where ${favourites.userId} = ${userId} and ${oneOf(favourites.promptId, ids)}`)
      } as marked`;
}

async function loadPageParts<V = VersionRow>(db: Db, keys: PartsKeys, userId: number | null, versions?: VersionRead): Promise<PageParts<V>> {
  // Both drivers hand json columns over parsed; a select without FROM returns exactly one row.
  const [parts] = await queryRows<PageParts<V>>(db, sql`select ${pagePartsColumns(keys, userId, versions)}`);
  return parts!;
}

/** Each language a reader can switch to, picked as a reader of that language would get it. */
function offeredVersions(versions: ReadonlyMap<string, PromptVersion>, source: string): PromptVersionView[] {
  return LANGUAGES.flatMap((lan) => {
    const picked = pickVersion(versions, lan, source);
    if (picked?.lan !== lan) return [];
    const { title, description, prompt, tips, demo } = picked.version;
    // A script converted on the fly was made by a machine, whatever its sibling's flag says.
    return [{ lan, title, description, prompt, tips, demo, variables: promptVariables(prompt), machine: versions.has(lan) ? picked.version.machine : true }];
  });
}

export function epochSeconds(date: Date): string {
  return String(Math.floor(date.getTime() / 1000));
}

export async function enrichPrompts(db: Db, rows: PromptRow[], lan: Language, userId: number | null): Promise<EnrichedPrompt[]> {
  if (rows.length === 0) return [];
  return enrichWith(rows, await loadPageParts(db, partsKeys(rows), userId), lan);
}

/** enrichPrompts with the parts already read (a detail reads them in its own statement). */
export function enrichWith(rows: PromptRow[], parts: PageParts, lan: Language): EnrichedPrompt[] {
  const versions = versionsByPrompt(parts.versions);
  const categoryTagsOf = categoryTags(parts.categories, lan);
  const groupTagsOf = groupTags(parts.groups, lan);
  const authors = new Map(parts.authors.map((r) => [r.id, r]));
  const marked = new Set(parts.marked.map((r) => r.promptId));
  return rows.flatMap((row) => {
    const stored = versions.get(row.id) ?? new Map<string, PromptVersion>();
    const picked = pickVersion(stored, lan, row.lan);
    if (!picked) return [];
    const { version } = picked;
    return [
      {
        id: row.id,
        code: row.code,
        title: version.title,
        prompt: version.prompt,
        description: version.description,
        author: authorView(row.authorId === null ? null : authors.get(row.authorId), lan),
        cnt: {
          rateCnt: row.rateCnt,
          score: Math.round(row.score * 10) / 10,
          clickCnt: row.clickCnt,
          copyCnt: row.copyCnt,
          shareCnt: row.shareCnt,
          markCnt: row.markCnt,
        },
        categories: categoryTagsOf.get(row.id) ?? [],
        tags: groupTagsOf.get(row.id) ?? [],
        marked: marked.has(row.id) ? 1 : 0,
        createTime: epochSeconds(row.createdAt),
        updateTime: epochSeconds(row.updatedAt),
        lan: picked.lan,
        vipLevel: row.vipLevel,
        variables: promptVariables(version.prompt),
        version,
        versions: offeredVersions(stored, row.lan),
      },
    ];
  });
}

/**
 * Of each prompt's versions, the one pickVersion takes for `lan`: that language, else the other
 * Chinese script (converted by pickVersion), else the source language. A third of the text the
 * CSV read before, when it read every version to pick one.
 */
function pickedVersion(lan: Language): SQL {
  const chosen = alias(promptTranslations, "chosen");
  const rank = sql.join(
    sourcesOf(lan).map((from, k) => sql`when ${from} then ${k}`),
    sql` `,
  );
  return sql`${promptTranslations.lan} = (select ${chosen.lan} from ${promptTranslations} chosen join ${prompts} on ${prompts.id} = ${chosen.promptId}
    where ${chosen.promptId} = ${promptTranslations.promptId}
    order by case ${chosen.lan} ${rank} else case when ${chosen.lan} = ${prompts.lan} then 2 else 3 end end, ${chosen.lan} limit 1)`;
}

/** A prompt's title and text as a reader of `lan` gets them, in the language they are in, with its categories and groups. */
export type PromptText = { id: number; code: string; title: string; prompt: string; lan: Language; categories: CategoryTag[]; tags: GroupTag[] };

const textFields = { promptId: promptTranslations.promptId, lan: promptTranslations.lan, title: promptTranslations.title, prompt: promptTranslations.prompt };

/**
 * What enrichPrompts picks of each prompt's text, and its categories and groups, without the rest:
 * the whole-catalogue CSV reads 100,000 prompts, and every version's description, tips and
 * examples, each language's view and the variables were read and made for nothing.
 */
export async function promptTexts(db: Db, rows: PromptRow[], lan: Language): Promise<PromptText[]> {
  if (rows.length === 0) return [];
  const parts = await loadPageParts<{ promptId: number; lan: string; title: string; prompt: string }>(db, { ids: rows.map((r) => r.id), authorIds: [] }, null, {
    fields: textFields,
    where: pickedVersion(lan),
  });
  const versions = versionsByPrompt(parts.versions);
  const categoryTagsOf = categoryTags(parts.categories, lan);
  const groupTagsOf = groupTags(parts.groups, lan);
  return rows.flatMap((row) => {
    const picked = pickVersion(versions.get(row.id) ?? new Map<string, { title: string; prompt: string }>(), lan, row.lan);
    if (!picked) return [];
    const { title, prompt } = picked.version;
    return [{ id: row.id, code: row.code, title, prompt, lan: picked.lan, categories: categoryTagsOf.get(row.id) ?? [], tags: groupTagsOf.get(row.id) ?? [] }];
  });
}

/** The list item without the detail-only fields. */
export function toListItem({ version: _version, versions: _versions, ...item }: EnrichedPrompt): PromptItem {
  return item;
}
