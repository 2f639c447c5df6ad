/** Refusals of the console's user calls, in three languages (keys shared with contract/admin-users.ts). */
import { registerMessages, registerNumbers } from "../../lib/messages.ts";
import { USER_SEARCH_MAX } from "../../../contract/admin-users.ts";

export const messages = registerMessages({
  "zh-CN": {
    userNotFound: "用户不存在",
    userIdInvalid: "用户 id 无效",
    userStatusInvalid: "状态只能是 1（正常）或 0（禁用）",
    userSearchTooLong: "搜索内容最多 {max} 个字符",
    cannotDisableSelf: "不能禁用自己的账号",
  },
  "zh-TW": {
    userNotFound: "使用者不存在",
    userIdInvalid: "使用者 id 無效",
    userStatusInvalid: "狀態只能是 1（正常）或 0（停用）",
    userSearchTooLong: "搜尋內容最多 {max} 個字元",
    cannotDisableSelf: "不能停用自己的帳號",
  },
  en: {
    userNotFound: "The user does not exist",
    userIdInvalid: "Invalid user id",
    userStatusInvalid: "The status is 1 (active) or 0 (disabled)",
    userSearchTooLong: "The search has at most {max} characters",
    cannotDisableSelf: "You cannot disable your own account",
  },
});
registerNumbers(messages, { userSearchTooLong: { max: USER_SEARCH_MAX } });

declare module "../../lib/messages.ts" {
  interface ModuleMessages {
    adminUsers: typeof messages;
  }
}
