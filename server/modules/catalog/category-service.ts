/** The home index, the category list and the category overview with its trends. */
import type { CategoryCard, CategoryIndexReply, CategorySummary, IndexReply, MarkCategory } from "../../../contract/catalog.ts";
import { MARK_FAVOURITES, MARK_HISTORY } from "../../../contract/constants.ts";
import type { Language } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { activityBetween, listCategoryRows, recommendedGroups, samplePromptIds, visibleCounts, type CategoryRow } from "./category-repository.ts";
import { loadVersions } from "./enrich.ts";
import { groupTitle, pickVersion } from "./localise.ts";
import { translate } from "../../lib/messages.ts";
import "./messages.ts";
import type { Viewer } from "./viewer.ts";

const DAY_MS = 86_400_000;
const FEATURED = 4;
const TRENDS = 5;
const NEW = 4;

function summarise(row: CategoryRow, lan: Language, counts: Map<number, number>): CategorySummary {
  const names = pickVersion(row.names, lan, row.lan)?.version ?? { name: row.code, intro: "" };
  return { cid: row.id, code: row.code, category: names.name, intro: names.intro, img: row.img, tags: row.tags, sort: row.sort, cnt: counts.get(row.id) ?? 0 };
}

export async function homeIndex(db: Db, viewer: Viewer, lan: Language): Promise<IndexReply> {
  const [rows, counts, groups] = await Promise.all([listCategoryRows(db), visibleCounts(db, viewer), recommendedGroups(db)]);
  const markCategoryList: MarkCategory[] = [
    { markId: MARK_FAVOURITES, title: translate(lan, "favourites"), type: 1 },
    { markId: MARK_HISTORY, title: translate(lan, "history"), type: 2 },
    ...groups.map((g) => ({ markId: g.markId, title: groupTitle(g, lan), type: 3 as const })),
  ];
  return { categories: rows.map((row) => summarise(row, lan, counts)), markCategoryList };
}

export async function listCategories(db: Db, viewer: Viewer, lan: Language): Promise<CategorySummary[]> {
  const [rows, counts] = await Promise.all([listCategoryRows(db), visibleCounts(db, viewer)]);
  return rows.map((row) => summarise(row, lan, counts));
}

function day(date: Date) {
  return date.toISOString().slice(0, 10);
}

export async function categoryOverview(db: Db, viewer: Viewer, lan: Language, now: Date): Promise<CategoryIndexReply> {
  const tomorrow = day(new Date(now.getTime() + DAY_MS));
  const weekAgo = day(new Date(now.getTime() - 6 * DAY_MS));
  const twoWeeksAgo = day(new Date(now.getTime() - 13 * DAY_MS));
  const [rows, counts, thisWeek, lastWeek] = await Promise.all([
    listCategoryRows(db),
    visibleCounts(db, viewer),
    activityBetween(db, viewer, weekAgo, tomorrow),
    activityBetween(db, viewer, twoWeeksAgo, weekAgo),
  ]);
  const samples = await samplePromptIds(
    db,
    viewer,
    rows.map((r) => r.id),
    3,
  );
  const versions = await loadVersions(db, [...new Set(samples.map((s) => s.promptId))]);
  const maxActivity = Math.max(1, ...thisWeek.values());
  const cards: CategoryCard[] = rows.map((row) => ({
    ...summarise(row, lan, counts),
    // 0-100 relative to the busiest category this week; the UI labels >= 80 high, >= 50 medium.
    hot: Math.round(((thisWeek.get(row.id) ?? 0) / maxActivity) * 100),
    samplePrompts: samples
      .filter((s) => s.categoryId === row.id)
      .sort((a, b) => a.rank - b.rank)
      .flatMap((s) => {
        const picked = pickVersion(versions.get(s.promptId) ?? new Map(), lan, s.lan);
        return picked ? [{ code: s.code, title: picked.version.title }] : [];
      }),
  }));
  const visible = cards.filter((c) => c.cnt > 0);
  const byHot = [...visible].sort((a, b) => b.hot - a.hot || a.sort - b.sort);
  const growth = visible
    .map((c) => {
      const before = lastWeek.get(c.cid) ?? 0;
      const after = thisWeek.get(c.cid) ?? 0;
      return { card: c, rate: before > 0 ? Math.round(((after - before) / before) * 100) : after > 0 ? 100 : 0 };
    })
    .sort((a, b) => b.rate - a.rate || a.card.sort - b.card.sort)
    .slice(0, TRENDS);
  return {
    categories: cards,
    featuredCategories: byHot.slice(0, FEATURED),
    weeklyTrends: byHot.slice(0, TRENDS).map((c) => ({ code: c.code, category: c.category, img: c.img, value: thisWeek.get(c.cid) ?? 0 })),
    growthTrends: growth.map(({ card, rate }) => ({ code: card.code, category: card.category, img: card.img, value: `${rate >= 0 ? "+" : ""}${rate}%` })),
    newCategories: [...rows]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .slice(0, NEW)
      .map((row) => cards.find((c) => c.cid === row.id)!),
  };
}
