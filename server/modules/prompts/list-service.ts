/**
 * The back-office list (GET /admin/api/listPrompt): one's own prompts for any signed-in user, every
 * prompt for administrators, whatever its status or access level, newest first. The filters and
 * the reply items are the public list's, plus what the edit forms need.
 */
import { sortOf } from "../../../contract/catalog.ts";
import { ACCESS, type Language } from "../../../contract/constants.ts";
import type { AdminListPromptQuery, ManagedPrompt, ManagedPromptPage, PromptStatus } from "../../../contract/prompts.ts";
import { promptVariables } from "../../../contract/variables.ts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../lib/access.ts";
import { enrichPrompts, loadVersions, toListItem } from "../catalog/enrich.ts";
import { groupBy } from "../../lib/group-by.ts";
import { pickVersion } from "../catalog/localise.ts";
import { listPromptRows } from "../catalog/prompt-list-repository.ts";
import { buildFilter } from "../catalog/prompt-service.ts";
import type { Viewer } from "../catalog/viewer.ts";
import { categoryLinks } from "./repository.ts";

export async function listManagedPrompts(db: Db, actor: AuthUser, lan: Language, query: AdminListPromptQuery): Promise<ManagedPromptPage> {
  const { page } = query;
  const size = query.size ?? query.limit;
  const viewer: Viewer = { userId: actor.id, level: ACCESS.admin };
  const filter = await buildFilter(db, viewer, { ...query, codes: query.code === undefined ? undefined : [query.code], size });
  if (!filter) return { list: [], total: 0, page, size, hasMore: false };
  filter.unrestricted = true;
  if (query.queryMyPrompts) filter.authorId = actor.id;

  const sort = query.sortByHot || query.sortByScore ? sortOf(query) : "time";
  const { rows, total, hasMore } = await listPromptRows(db, viewer, filter, sort, page, size);
  const ids = rows.map((r) => r.id);
  const [items, versions, links] = await Promise.all([enrichPrompts(db, rows, lan, actor.id), loadVersions(db, ids), categoryLinks(db, ids)]);
  const rowById = new Map(rows.map((r) => [r.id, r]));
  const linksByPrompt = groupBy(links, (l) => l.promptId);

  const list = items.flatMap((item): ManagedPrompt[] => {
    const row = rowById.get(item.id);
    const original = row && pickVersion(versions.get(row.id) ?? new Map(), row.lan as Language, row.lan);
    if (!row || !original) return [];
    const own = linksByPrompt.get(row.id) ?? [];
    const cidByCode = new Map(own.map((l) => [l.code, l.cid]));
    const { title, prompt, description, tips, demo } = original.version;
    return [
      {
        ...toListItem(item),
        title,
        prompt,
        description,
        tips,
        demo,
        variables: promptVariables(prompt),
        lan: original.lan,
        categories: item.categories.map((c) => ({ cid: cidByCode.get(c.code) ?? 0, ...c })),
        categoryIds: item.categories.map((c) => cidByCode.get(c.code) ?? 0).filter((id) => id > 0),
        source: row.source,
        ignoreTrans: row.ignoreTrans,
        status: row.status as PromptStatus,
      },
    ];
  });
  return { list, total, page, size, hasMore };
}
