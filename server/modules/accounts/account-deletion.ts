/**
 * "Delete my account" (issue #22, decision 032): after re-authentication, the owner's choice for
 * their prompts (delete, or keep them under the deleted user's name), then everything personal
 * goes in one transaction, every session ends, and the audit trail records it.
 */
import type { DeleteAccountBody } from "../../../contract/account-data.ts";
import { isAdmin, type AuthUser } from "../../lib/access.ts";
import { errors } from "../../lib/errors.ts";
import { insertAudit } from "../../db/audit-log.ts";
import * as repo from "./account-deletion-repository.ts";
import type { AccountsDeps } from "./deps.ts";
import { reauthenticate } from "./reauthenticate.ts";
import { requireRow } from "./service.ts";

export async function deleteAccount(deps: AccountsDeps, user: AuthUser, body: DeleteAccountBody): Promise<void> {
  // The site must keep someone who can run it: an administrator is demoted by another one first.
  if (isAdmin(user)) throw errors.forbidden("adminAccountNotDeletable");
  const row = await requireRow(deps, user.id);
  await reauthenticate(deps, row, user.sessionId, body.currentPassword, "reauthNeedsEmailLink");
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const live = await repo.lockLiveAccount(tx, user.id);
    if (!live) throw errors.unauthorized();
    if (body.prompts === "delete") {
      await repo.deleteOwnPrompts(tx, user.id);
      await repo.deleteOwnRatings(tx, user.id);
    }
    await repo.deleteFavouritesAndHistory(tx, user.id);
    await repo.endSessionsAndLinks(tx, user.id, live.email);
    await repo.forgetOwnership(tx, user.id);
    await repo.tombstone(tx, user.id, at);
    await insertAudit(tx, { actorId: user.id, action: "user.delete", targetType: "user", targetId: user.id, reason: `prompts: ${body.prompts}`, at });
  });
}
