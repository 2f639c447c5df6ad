/**
 * "Save as mine" (issue 19): a signed-in reader copies the version of a prompt they may open into
 * their own prompts. The copy is theirs to edit or delete (the original is never touched),
 * unpublished (status private: only its owner opens it until they publish it from the my-prompts
 * form), at the original's access level (publishing a copy never widens who may read a text), and
 * remembers its original for the "based on" link and the "saved by N people" count.
 */
import type { Language } from "../../../contract/constants.ts";
import type { PromptWriteReply } from "../../../contract/prompts.ts";
import type { AuthUser } from "../../lib/access.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { errors } from "../../lib/errors.ts";
import { pickVersion } from "../catalog/localise.ts";
import { findPromptRowByCode } from "../catalog/prompt-list-repository.ts";
import * as repo from "./repository.ts";
import { createPrompt } from "./write-service.ts";

export async function saveAsMine(ctx: AppContext, actor: AuthUser, lan: Language, code: string): Promise<PromptWriteReply> {
  const db = ctx.database.db;
  const original = await findPromptRowByCode(db, { userId: actor.id, level: actor.role }, code);
  if (!original) throw errors.notFound("promptNotFound");
  const [versions, links] = await Promise.all([repo.loadStoredVersions(db, original.id), repo.categoryLinks(db, [original.id])]);
  // The version the detail page shows in `lan`: a Chinese script converted from the other, English falling back to the source.
  const picked = pickVersion(new Map(versions.map((v) => [v.lan, v])), lan, original.lan);
  if (!picked) throw errors.notFound("promptNotFound");
  const { title, prompt, description, tips, demo } = picked.version;
  return createPrompt(ctx, actor, {
    settings: { lan: picked.lan, vipLevel: original.vipLevel, source: original.source, ignoreTrans: false, status: "private" },
    categoryIds: links.map((link) => link.cid),
    text: { title, prompt, description, tips, demo },
    basedOnId: original.id,
  });
}
