/** The console's validation and refusal messages, in three languages (keys shared with contract/console.ts). */
import { registerMessages, registerNumbers } from "../../lib/messages.ts";
import { CATEGORY_INTRO_MAX, CATEGORY_NAME_MAX, CATEGORY_TAG_MAX, CATEGORY_TAGS_MAX, GROUP_TITLE_MAX } from "../../../contract/console.ts";
import { EMOJI_MAX } from "../../../contract/constants.ts";

export const messages = registerMessages({
  "zh-CN": {
    categoryNameRequired: "分类名称不能为空",
    categoryNameTooLong: "分类名称最多 {max} 个字符",
    categoryIntroTooLong: "分类描述最多 {max} 个字符",
    emojiTooLong: "图标最多 {max} 个字符",
    tagTooLong: "每个标签最多 {max} 个字符",
    tooManyTags: "标签最多 {max} 个",
    sortInvalid: "排序必须是不小于 0 的整数",
    categoryCodeInvalid: "分类代码只能包含小写字母、数字和连字符",
    categoryCodeTaken: "分类代码 {code} 已被使用",
    categoryHasPrompts: "该分类下还有 {count} 个提示词，请先将它们移出该分类或删除后再删除分类",
    groupNameRequired: "分组名称不能为空",
    groupNameTooLong: "分组名称最多 {max} 个字符",
    groupNameEnInvalid: "英文名称必须是文本",
    recommendInvalid: "推荐只能是 1 或 0",
    groupNotFound: "分组不存在",
    promptIdRequired: "请至少指定一个提示词",
    promptsNotFound: "以下提示词不存在：{ids}",
    membershipRequired: "请提供成员 id，或同时提供 promptId 和 markId",
    membershipNotFound: "该提示词不在此分组中",
  },
  "zh-TW": {
    categoryNameRequired: "分類名稱不能為空",
    categoryNameTooLong: "分類名稱最多 {max} 個字元",
    categoryIntroTooLong: "分類描述最多 {max} 個字元",
    emojiTooLong: "圖示最多 {max} 個字元",
    tagTooLong: "每個標籤最多 {max} 個字元",
    tooManyTags: "標籤最多 {max} 個",
    sortInvalid: "排序必須是不小於 0 的整數",
    categoryCodeInvalid: "分類代碼只能包含小寫字母、數字和連字號",
    categoryCodeTaken: "分類代碼 {code} 已被使用",
    categoryHasPrompts: "該分類下還有 {count} 個提示詞，請先將它們移出該分類或刪除後再刪除分類",
    groupNameRequired: "分組名稱不能為空",
    groupNameTooLong: "分組名稱最多 {max} 個字元",
    groupNameEnInvalid: "英文名稱必須是文字",
    recommendInvalid: "推薦只能是 1 或 0",
    groupNotFound: "分組不存在",
    promptIdRequired: "請至少指定一個提示詞",
    promptsNotFound: "以下提示詞不存在：{ids}",
    membershipRequired: "請提供成員 id，或同時提供 promptId 和 markId",
    membershipNotFound: "該提示詞不在此分組中",
  },
  en: {
    categoryNameRequired: "The category name is required",
    categoryNameTooLong: "The category name has at most {max} characters",
    categoryIntroTooLong: "The description has at most {max} characters",
    emojiTooLong: "The icon has at most {max} characters",
    tagTooLong: "A tag has at most {max} characters",
    tooManyTags: "At most {max} tags",
    sortInvalid: "The sort order must be a whole number of at least 0",
    categoryCodeInvalid: "The category code may only hold lowercase letters, digits and hyphens",
    categoryCodeTaken: "The category code {code} is already in use",
    categoryHasPrompts_one: "This category still holds {count} prompt; move it to another category or delete it first",
    categoryHasPrompts: "This category still holds {count} prompts; move them to another category or delete them first",
    groupNameRequired: "The group name is required",
    groupNameTooLong: "The group name has at most {max} characters",
    groupNameEnInvalid: "The English name must be text",
    recommendInvalid: "Recommend is 1 or 0",
    groupNotFound: "The group does not exist",
    promptIdRequired: "Name at least one prompt",
    promptsNotFound: "These prompts do not exist: {ids}",
    membershipRequired: "Give the membership id, or both promptId and markId",
    membershipNotFound: "The prompt is not in this group",
  },
});
registerNumbers(messages, {
  categoryNameTooLong: { max: CATEGORY_NAME_MAX },
  categoryIntroTooLong: { max: CATEGORY_INTRO_MAX },
  emojiTooLong: { max: EMOJI_MAX },
  tagTooLong: { max: CATEGORY_TAG_MAX },
  tooManyTags: { max: CATEGORY_TAGS_MAX },
  groupNameTooLong: { max: GROUP_TITLE_MAX },
});

declare module "../../lib/messages.ts" {
  interface ModuleMessages {
    console: typeof messages;
  }
}
