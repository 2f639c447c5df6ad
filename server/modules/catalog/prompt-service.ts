/** Reading prompts: the paged list with its filters, and the detail page's data. */
import { and, eq } from "drizzle-orm";
import { sortOf, type CommentStatus, type ListPromptQuery, type PromptDetail, type PromptItem, type PromptPage } from "../../../contract/catalog.ts";
import { LIST_TOTAL_CAP, MARK_FAVOURITES, MARK_HISTORY } from "../../../contract/constants.ts";
import { cardPreview } from "../../../contract/preview.ts";
import type { Language } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { markGroups, ratings, viewHistory } from "../../db/schema.ts";
import { errors } from "../../lib/errors.ts";
import * as search from "../search/index.ts";
import { findCategoryIdByCode } from "./category-repository.ts";
import { rateViews, readDetail, recommendCards } from "./detail-parts.ts";
import { enrichPrompts, enrichWith, epochSeconds, toListItem } from "./enrich.ts";
import { listPromptRows, type PromptFilter } from "./prompt-list-repository.ts";
import { originalOf } from "./prompt-origin.ts";
import type { Viewer } from "./viewer.ts";

const emptyPage = (page: number, size: number): PromptPage => ({ list: [], total: 0, page, size, hasMore: false });

/** Translates the query's filters; undefined means "nothing can match" (an unknown category, say). */
export async function buildFilter(db: Db, viewer: Viewer, query: ListPromptQuery): Promise<PromptFilter | undefined> {
  const filter: PromptFilter = {};
  if (query.categoryCode) {
    const categoryId = await findCategoryIdByCode(db, query.categoryCode);
    if (categoryId === undefined) return undefined;
    filter.categoryId = categoryId;
  }
  if (query.title !== undefined) {
    const parsed = search.parse(query.title);
    if (parsed.tokens.length > 0) filter.search = parsed;
  }
  const markId = query.marked ? MARK_FAVOURITES : query.markId;
  if (markId === MARK_FAVOURITES) {
    if (viewer.userId !== null) filter.favouritesOf = viewer.userId;
    else filter.codes = query.codes ?? [];
  } else if (markId === MARK_HISTORY) {
    if (viewer.userId !== null) filter.historyOf = viewer.userId;
    else filter.codes = query.codes ?? [];
  } else if (markId !== undefined) {
    if (markId <= 0) return undefined;
    const [group] = await db.select({ id: markGroups.id }).from(markGroups).where(eq(markGroups.id, markId)).limit(1);
    if (!group) throw errors.notFound("groupNotFound");
    filter.groupId = markId;
  } else if (query.codes) {
    filter.codes = query.codes;
  }
  return filter;
}

export async function listPrompts(db: Db, viewer: Viewer, lan: Language, query: ListPromptQuery): Promise<PromptPage> {
  const filter = await buildFilter(db, viewer, query);
  if (!filter) return emptyPage(query.page, query.size);
  const { rows, total, hasMore } = await listPromptRows(db, viewer, filter, sortOf(query), query.page, query.size, { totalCap: LIST_TOTAL_CAP });
  const list = (await enrichPrompts(db, rows, lan, viewer.userId)).map(toListItem);
  const terms = filter.search?.terms;
  return { list: terms ? list.map((item) => withHighlights(item, terms)) : list, total, page: query.page, size: query.size, hasMore };
}

/** A search result with what matched in the text its card shows: the title and the preview. */
function withHighlights(item: PromptItem, terms: readonly string[]): PromptItem {
  return { ...item, highlights: [...new Set([...search.highlight(item.title, terms), ...search.highlight(cardPreview(item), terms)])] };
}

/** The signed-in reader's own rating of the prompt (the latest rates may not include it), with its review status. */
async function ownRate(db: Db, userId: number | null, promptId: number): Promise<PromptDetail["myRate"]> {
  if (userId === null) return null;
  const [row] = await db
    .select({ id: ratings.id, content: ratings.content, score: ratings.score, createdAt: ratings.createdAt, status: ratings.status })
    .from(ratings)
    .where(and(eq(ratings.promptId, promptId), eq(ratings.userId, userId)));
  return row ? { id: row.id, content: row.content, score: row.score, createTime: epochSeconds(row.createdAt), status: row.status as CommentStatus } : null;
}

/** Statuses a detail says; anything else reads as published. Only an author or an administrator opens the others. */
const DETAIL_STATUSES = new Set(["published", "private", "pending", "hidden", "draft"]);

/** The detail of a prompt the viewer may open (readableBy); otherwise 404, so its existence is not revealed. */
export async function promptDetail(db: Db, viewer: Viewer, lan: Language, code: string): Promise<PromptDetail> {
  const read = await readDetail(db, viewer, code);
  if (!read) throw errors.notFound("promptNotFound");
  const { row, parts } = read;
  // The origin and the reader's own rating are rare (a saved copy, a signed-in rater): their own statements.
  const [basedOn, myRate] = await Promise.all([row.basedOnId === null ? null : originalOf(db, viewer, lan, row.basedOnId), ownRate(db, viewer.userId, row.id)]);
  const [item] = enrichWith([row], parts, lan);
  if (!item) throw errors.notFound("promptNotFound");
  const { version, ...rest } = item;
  return {
    ...rest,
    demo: version.demo,
    tips: version.tips,
    source: row.source,
    recommends: recommendCards(parts.related, lan),
    rates: rateViews(parts.rates, lan),
    status: DETAIL_STATUSES.has(row.status) ? (row.status as PromptDetail["status"]) : "published",
    basedOn,
    savedCnt: parts.savedCnt,
    myRate,
    mine: viewer.userId !== null && row.authorId === viewer.userId,
  };
}

/** A reader opening a prompt (its call or its page): the detail, and a signed-in reader's history entry. */
export async function openPrompt(db: Db, viewer: Viewer, lan: Language, code: string, now: Date): Promise<PromptDetail> {
  const detail = await promptDetail(db, viewer, lan, code);
  if (viewer.userId !== null) await recordView(db, viewer.userId, detail.id, now);
  return detail;
}

async function recordView(db: Db, userId: number, promptId: number, now: Date) {
  await db
    .insert(viewHistory)
    .values({ userId, promptId, viewedAt: now })
    .onConflictDoUpdate({ target: [viewHistory.userId, viewHistory.promptId], set: { viewedAt: now } });
}
