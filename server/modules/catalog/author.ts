/**
 * How an author or commenter is shown to readers (spec: author{nickName, avatar}, user{nickName, avatar}).
 * A deleted account (decision 032) is "deleted user" in the reader's language; a prompt without
 * an account (the demo catalogue) is anonymous.
 */
import type { Language } from "../../../contract/constants.ts";
import { translate } from "../../lib/messages.ts";
import { USER_STATUS } from "../accounts/user-repository.ts";

export type AuthorView = { nickName: string; avatar: string };

export const ANONYMOUS: AuthorView = { nickName: "匿名用户", avatar: "" };

export function authorView(row: { nickName: string; avatar: string; status: number }, lan: Language): AuthorView {
  if (row.status === USER_STATUS.deleted) return { nickName: translate(lan, "deletedUser"), avatar: "" };
  return { nickName: row.nickName, avatar: row.avatar };
}
