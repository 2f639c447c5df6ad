/** Catalogue texts and errors the API returns, in three languages. */
import { registerMessages } from "../../lib/messages.ts";

export const messages = registerMessages({
  "zh-CN": {
    favourites: "我的收藏",
    deletedUser: "已注销用户",
    anonymousUser: "匿名用户",
    history: "浏览历史",
    oneSortOnly: "一次只能选择一种排序",
    commentRequired: "评论内容不能为空",
    commentTooLong: "评论内容过长",
    scoreInvalid: "评分必须是 2 到 10 之间的偶数",
    groupNotFound: "分组不存在",
    signInForPersonalMarks: "请先登录后查看收藏和浏览历史",
  },
  "zh-TW": {
    favourites: "我的收藏",
    deletedUser: "已註銷使用者",
    anonymousUser: "匿名使用者",
    history: "瀏覽紀錄",
    oneSortOnly: "一次只能選擇一種排序",
    commentRequired: "評論內容不能為空",
    commentTooLong: "評論內容過長",
    scoreInvalid: "評分必須是 2 到 10 之間的偶數",
    groupNotFound: "分組不存在",
    signInForPersonalMarks: "請先登入後檢視收藏和瀏覽紀錄",
  },
  en: {
    favourites: "My favourites",
    deletedUser: "Deleted user",
    anonymousUser: "Anonymous",
    history: "History",
    oneSortOnly: "Choose one sort order at a time",
    commentRequired: "The comment cannot be empty",
    commentTooLong: "The comment is too long",
    scoreInvalid: "The score must be an even number from 2 to 10",
    groupNotFound: "The group does not exist",
    signInForPersonalMarks: "Sign in to see your favourites and history",
  },
});

declare module "../../lib/messages.ts" {
  interface ModuleMessages {
    catalog: typeof messages;
  }
}
