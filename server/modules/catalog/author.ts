/**
 * How an author or commenter is shown to readers (author{nickName, avatar} on a prompt, user{nickName, avatar} on a
 * rating: AuthorSchema in contract/replies.ts).
 * A deleted account (decision 032) is "deleted user" in the reader's language; a prompt without
 * an account (the demo catalogue) is anonymous.
 */
import type { Language } from "../../../contract/constants.ts";
import { translate } from "../../lib/messages.ts";
import { USER_STATUS } from "../accounts/user-repository.ts";

export type AuthorView = { nickName: string; avatar: string };

/** The author as readers of `lan` see them; no account (null) is anonymous. */
export function authorView(row: { nickName: string; avatar: string; status: number } | null | undefined, lan: Language): AuthorView {
  if (!row) return { nickName: translate(lan, "anonymousUser"), avatar: "" };
  if (row.status === USER_STATUS.deleted) return { nickName: translate(lan, "deletedUser"), avatar: "" };
  return { nickName: row.nickName, avatar: row.avatar };
}
