/** Refusals of moderation and the audit trail, in three languages (keys shared with contract/moderation.ts). */
import { registerMessages, registerNumbers } from "../../lib/messages.ts";
import { REPORT_DETAILS_MAX } from "../../../contract/constants.ts";
import { MODERATION_REASON_MAX } from "../../../contract/moderation.ts";

export const messages = registerMessages({
  "zh-CN": {
    commentHideNotPublished: "只有已发布的评论可以隐藏",
    commentRestoreNotHidden: "只有已隐藏的评论可以恢复",
    reportTargetInvalid: "要举报的内容不存在",
    reportReasonInvalid: "举报原因只能是：垃圾广告、违法违规、令人反感、侵犯权益或其他",
    reportDetailsRequired: "选择“其他”时请写明原因",
    reportDetailsTooLong: "说明最多 {max} 个字符",
    reportDuplicate: "你已经举报过这条内容，管理员处理前无需重复举报",
    reportTooMany: "举报过于频繁，请稍后再试",
    resolveActionInvalid: "处理方式只能是 hide（隐藏）、delete（删除）或 dismiss（驳回举报）",
    reviewActionInvalid: "审核操作只能是 approve（通过）或 reject（拒绝）",
    reportNothingOpen: "这条内容没有待处理的举报",
    reviewNotPending: "这条内容不在待审核状态",
    commentNotFound: "评论不存在",
    moderationActionInvalid: "操作只能是 approve（审核通过）、hide（隐藏）、restore（恢复）或 delete（删除）",
    moderationReasonRequired: "隐藏或删除提示词时必须填写原因",
    moderationReasonTooLong: "原因最多 {max} 个字符",
    moderationReasonInvalid: "原因必须是文字",
    moderationApproveNotDraft: "只有草稿或待审核的提示词可以审核通过",
    moderationHideNotPublished: "只有已发布的提示词可以隐藏",
    moderationRestoreNotHidden: "只有已隐藏的提示词可以恢复",
    auditTargetTypeInvalid: "对象类型只能是 prompt、comment 或 user",
    moderationPromptIdInvalid: "提示词 id 无效",
    moderationStatusInvalid: "状态只能是 draft（草稿）、hidden（已隐藏）、pending（待审核）或 published（已发布）",
  },
  "zh-TW": {
    commentHideNotPublished: "只有已發布的評論可以隱藏",
    commentRestoreNotHidden: "只有已隱藏的評論可以恢復",
    reportTargetInvalid: "要檢舉的內容不存在",
    reportReasonInvalid: "檢舉原因只能是：垃圾廣告、違法違規、令人反感、侵犯權益或其他",
    reportDetailsRequired: "選擇「其他」時請寫明原因",
    reportDetailsTooLong: "說明最多 {max} 個字元",
    reportDuplicate: "你已經檢舉過這則內容，管理員處理前無需重複檢舉",
    reportTooMany: "檢舉過於頻繁，請稍後再試",
    resolveActionInvalid: "處理方式只能是 hide（隱藏）、delete（刪除）或 dismiss（駁回檢舉）",
    reviewActionInvalid: "審核操作只能是 approve（通過）或 reject（拒絕）",
    reportNothingOpen: "這則內容沒有待處理的檢舉",
    reviewNotPending: "這則內容不在待審核狀態",
    commentNotFound: "評論不存在",
    moderationActionInvalid: "操作只能是 approve（審核通過）、hide（隱藏）、restore（恢復）或 delete（刪除）",
    moderationReasonRequired: "隱藏或刪除提示詞時必須填寫原因",
    moderationReasonTooLong: "原因最多 {max} 個字元",
    moderationReasonInvalid: "原因必須是文字",
    moderationApproveNotDraft: "只有草稿或待審核的提示詞可以審核通過",
    moderationHideNotPublished: "只有已發布的提示詞可以隱藏",
    moderationRestoreNotHidden: "只有已隱藏的提示詞可以恢復",
    auditTargetTypeInvalid: "對象類型只能是 prompt、comment 或 user",
    moderationPromptIdInvalid: "提示詞 id 無效",
    moderationStatusInvalid: "狀態只能是 draft（草稿）、hidden（已隱藏）、pending（待審核）或 published（已發布）",
  },
  en: {
    commentHideNotPublished: "Only a published comment can be hidden",
    commentRestoreNotHidden: "Only a hidden comment can be restored",
    reportTargetInvalid: "The content to report does not exist",
    reportReasonInvalid: "The reason is spam, illegal, offensive, infringes rights, or other",
    reportDetailsRequired: "Please say what is wrong when you choose “other”",
    reportDetailsTooLong: "The explanation has at most {max} characters",
    reportDuplicate: "You have already reported this; no need to report it again before an administrator has looked at it",
    reportTooMany: "Too many reports; please try again later",
    resolveActionInvalid: "The action is hide, delete or dismiss",
    reviewActionInvalid: "The review action is approve or reject",
    reportNothingOpen: "This item has no open reports",
    reviewNotPending: "This item is not awaiting review",
    commentNotFound: "Comment not found",
    moderationActionInvalid: "The action is approve, hide, restore or delete",
    moderationReasonRequired: "A reason is required to hide or delete a prompt",
    moderationReasonTooLong: "The reason has at most {max} characters",
    moderationReasonInvalid: "The reason must be text",
    moderationApproveNotDraft: "Only a draft or a prompt awaiting review can be approved",
    moderationHideNotPublished: "Only a published prompt can be hidden",
    moderationRestoreNotHidden: "Only a hidden prompt can be restored",
    auditTargetTypeInvalid: "The target type is prompt, comment or user",
    moderationPromptIdInvalid: "Invalid prompt id",
    moderationStatusInvalid: "The status is draft, hidden, pending or published",
  },
});
registerNumbers(messages, { reportDetailsTooLong: { max: REPORT_DETAILS_MAX }, moderationReasonTooLong: { max: MODERATION_REASON_MAX } });

declare module "../../lib/messages.ts" {
  interface ModuleMessages {
    moderation: typeof messages;
  }
}
