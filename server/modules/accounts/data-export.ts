/** "Export my data" (issue #22, decision 032): one JSON document of everything kept about the caller, logged in the audit trail. */
import type { AccountExport } from "../../../contract/account-replies.ts";
import type { AuthUser } from "../../lib/access.ts";
import { groupBy } from "../../lib/group-by.ts";
import { insertAudit } from "../../db/audit-log.ts";
import * as repo from "./data-export-repository.ts";
import type { AccountsDeps } from "./deps.ts";
import { requireRow, toProfile } from "./service.ts";

const iso = (date: Date) => date.toISOString();

async function promptsOf(deps: AccountsDeps, userId: number): Promise<AccountExport["prompts"]> {
  const own = await repo.ownPrompts(deps.db, userId);
  const ids = own.map((p) => p.id);
  const [versions, links] = await Promise.all([repo.versionsOf(deps.db, ids), repo.categoryCodesOf(deps.db, ids)]);
  const versionsOf = groupBy(versions, (v) => v.promptId);
  const categoriesOf = groupBy(links, (l) => l.promptId);
  return own.map((p) => ({
    code: p.code,
    status: p.status,
    vipLevel: p.vipLevel,
    lan: p.lan,
    source: p.source,
    categories: (categoriesOf.get(p.id) ?? []).map((c) => c.code).sort(),
    basedOn: p.basedOn,
    createTime: iso(p.createdAt),
    updateTime: iso(p.updatedAt),
    versions: (versionsOf.get(p.id) ?? []).map((v) => ({
      lan: v.lan,
      title: v.title,
      prompt: v.prompt,
      description: v.description,
      tips: v.tips,
      demo: v.demo,
      machine: v.machine,
      updatedAt: iso(v.updatedAt),
    })),
  }));
}

export async function exportAccount(deps: AccountsDeps, user: AuthUser): Promise<AccountExport> {
  const row = await requireRow(deps, user.id);
  const [prompts, ratings, favourites, history, uploads, reports] = await Promise.all([
    promptsOf(deps, user.id),
    repo.ownRatings(deps.db, user.id),
    repo.ownFavourites(deps.db, user.id),
    repo.ownHistory(deps.db, user.id),
    repo.ownUploads(deps.db, user.id),
    repo.ownReports(deps.db, user.id),
  ]);
  const now = deps.clock.now();
  const { firstPasswordAllowed: _notData, ...profile } = toProfile(row);
  await insertAudit(deps.db, { actorId: user.id, action: "user.export", targetType: "user", targetId: user.id, at: now });
  return {
    format: "prompt-plaza-account-export",
    version: 1,
    exportedAt: iso(now),
    profile,
    prompts,
    ratings: ratings.map((r) => ({
      prompt: r.prompt,
      score: r.score,
      content: r.content,
      status: r.status,
      createTime: iso(r.createdAt),
      updateTime: iso(r.updatedAt),
    })),
    favourites: favourites.map((f) => ({ prompt: f.prompt, createTime: iso(f.createdAt) })),
    history: history.map((h) => ({ prompt: h.prompt, viewedAt: iso(h.viewedAt) })),
    uploads: uploads.map((u) => ({ file: `/uploads/${u.file}`, mime: u.mime, size: u.size, createTime: iso(u.createdAt) })),
    reports: reports.map((r) => ({
      targetType: r.targetType,
      targetId: r.targetId,
      reason: r.reason,
      details: r.details,
      status: r.status,
      createTime: iso(r.createdAt),
    })),
  };
}
