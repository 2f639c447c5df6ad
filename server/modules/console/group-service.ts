/** The console's groups: CRUD and ordered, idempotent membership. */
import type {
  AddMarkGroupBody,
  AddMarkGroupPromptsBody,
  AddMarkGroupPromptsReply,
  ListMarkGroupsQuery,
  MarkGroup,
  RemoveMarkGroupPromptQuery,
  RemoveMarkGroupPromptReply,
  UpdateMarkGroupBody,
} from "../../../contract/console.ts";
import type { Db } from "../../db/client.ts";
import type { GroupTitles } from "../../db/schema.ts";
import { conversionVersion } from "../../lib/chinese/phrases.ts";
import { toTraditionalTaiwan } from "../../lib/chinese/script.ts";
import { errors } from "../../lib/errors.ts";
import {
  appendMembers,
  deleteGroup,
  existingPromptIds,
  findGroup,
  insertGroup,
  listGroups,
  lockGroup,
  memberPromptIds,
  removeMembership,
  removeMembershipById,
  updateGroup,
} from "./group-repository.ts";
import "./messages.ts";

export function listMarkGroups(db: Db, query: ListMarkGroupsQuery): Promise<MarkGroup[]> {
  return listGroups(db, { offset: (query.page - 1) * query.limit, limit: query.limit, ...(query.search ? { search: query.search } : {}) });
}

async function readBack(db: Db, markId: number): Promise<MarkGroup> {
  const group = await findGroup(db, markId);
  if (!group) throw errors.notFound("groupNotFound");
  return group;
}

/**
 * zh-TW follows the zh-CN title at every write (converted, and named with its conversion so a new
 * dictionary converts it again); English is the administrator's, if any.
 */
function titlesFor(title: string, titleEn: string): { titles: GroupTitles; titlesConvertedWith: string } {
  return { titles: { "zh-TW": toTraditionalTaiwan(title), ...(titleEn === "" ? {} : { en: titleEn }) }, titlesConvertedWith: conversionVersion() };
}

export async function addMarkGroup(db: Db, body: AddMarkGroupBody, now: Date): Promise<MarkGroup> {
  const { titleEn, ...values } = body;
  return readBack(db, await insertGroup(db, { ...values, ...titlesFor(body.title, titleEn) }, now));
}

export async function updateMarkGroup(db: Db, body: UpdateMarkGroupBody, now: Date): Promise<MarkGroup> {
  const updated = await db.transaction(async (tx) => {
    if (!(await lockGroup(tx, body.markId))) return false;
    const titleEn = body.titleEn ?? (await findGroup(tx, body.markId))!.titleEn;
    return updateGroup(
      tx,
      body.markId,
      { title: body.title, ...titlesFor(body.title, titleEn), ...(body.recommend === undefined ? {} : { recommend: body.recommend }) },
      now,
    );
  });
  if (!updated) throw errors.notFound("groupNotFound");
  return readBack(db, body.markId);
}

export async function deleteMarkGroup(db: Db, markId: number): Promise<void> {
  if (!(await deleteGroup(db, markId))) throw errors.notFound("groupNotFound");
}

/**
 * Adding is idempotent: prompts already in the group keep their place, new ones go to the end in
 * the order given. One unknown prompt id refuses the whole call (422) so nothing half-happens.
 * The group row is locked so two concurrent adds cannot compute the same positions.
 */
export async function addMarkGroupPrompts(db: Db, body: AddMarkGroupPromptsBody, now: Date): Promise<AddMarkGroupPromptsReply> {
  const requested = [...new Set([...(body.promptId === undefined ? [] : [body.promptId]), ...(body.promptIds ?? [])])];
  return db.transaction(async (tx) => {
    if (!(await lockGroup(tx, body.markId))) throw errors.notFound("groupNotFound");
    const known = await existingPromptIds(tx, requested);
    const unknown = requested.filter((id) => !known.has(id));
    if (unknown.length > 0) throw errors.unprocessable("promptsNotFound", { ids: unknown.join(", ") });
    const members = await memberPromptIds(tx, body.markId);
    const added = await appendMembers(
      tx,
      body.markId,
      requested.filter((id) => !members.ids.has(id)),
      members.lastPosition + 1,
      now,
    );
    return { added, promptCnt: members.ids.size + added };
  });
}

/**
 * Ids that name nothing are a 404, as for addMarkGroupPrompts; a prompt and group that both exist
 * but are not joined give removed: 0 (a second click: the caller wanted it gone, and it is).
 */
export async function removeMarkGroupPrompt(db: Db, query: RemoveMarkGroupPromptQuery): Promise<RemoveMarkGroupPromptReply> {
  if (query.id !== undefined) {
    const removed = await removeMembershipById(db, query.id);
    if (removed === 0) throw errors.notFound("membershipNotFound");
    return { removed };
  }
  const markId = query.markId!;
  const promptId = query.promptId!;
  return db.transaction(async (tx) => {
    if (!(await lockGroup(tx, markId))) throw errors.notFound("groupNotFound");
    if ((await existingPromptIds(tx, [promptId])).size === 0) throw errors.notFound("promptNotFound");
    return { removed: await removeMembership(tx, markId, promptId) };
  });
}
