/** Refusals of moderation and the audit trail, in three languages (keys shared with contract/moderation.ts). */
import { registerMessages } from "../../lib/messages.ts";

registerMessages({
  "zh-CN": {
    moderationActionInvalid: "操作只能是 approve（审核通过）、hide（隐藏）、restore（恢复）或 delete（删除）",
    moderationReasonRequired: "隐藏或删除提示词时必须填写原因",
    moderationReasonTooLong: "原因最多 500 个字符",
    moderationReasonInvalid: "原因必须是文字",
    moderationApproveNotDraft: "只有草稿状态的提示词可以审核通过",
    moderationHideNotPublished: "只有已发布的提示词可以隐藏",
    moderationRestoreNotHidden: "只有已隐藏的提示词可以恢复",
    auditTargetTypeInvalid: "对象类型只能是 prompt 或 user",
    moderationPromptIdInvalid: "提示词 id 无效",
    moderationStatusInvalid: "状态只能是 draft（草稿）、hidden（已隐藏）或 published（已发布）",
  },
  "zh-TW": {
    moderationActionInvalid: "操作只能是 approve（審核通過）、hide（隱藏）、restore（恢復）或 delete（刪除）",
    moderationReasonRequired: "隱藏或刪除提示詞時必須填寫原因",
    moderationReasonTooLong: "原因最多 500 個字元",
    moderationReasonInvalid: "原因必須是文字",
    moderationApproveNotDraft: "只有草稿狀態的提示詞可以審核通過",
    moderationHideNotPublished: "只有已發布的提示詞可以隱藏",
    moderationRestoreNotHidden: "只有已隱藏的提示詞可以恢復",
    auditTargetTypeInvalid: "對象類型只能是 prompt 或 user",
    moderationPromptIdInvalid: "提示詞 id 無效",
    moderationStatusInvalid: "狀態只能是 draft（草稿）、hidden（已隱藏）或 published（已發布）",
  },
  en: {
    moderationActionInvalid: "The action is approve, hide, restore or delete",
    moderationReasonRequired: "A reason is required to hide or delete a prompt",
    moderationReasonTooLong: "The reason has at most 500 characters",
    moderationReasonInvalid: "The reason must be text",
    moderationApproveNotDraft: "Only a draft can be approved",
    moderationHideNotPublished: "Only a published prompt can be hidden",
    moderationRestoreNotHidden: "Only a hidden prompt can be restored",
    auditTargetTypeInvalid: "The target type is prompt or user",
    moderationPromptIdInvalid: "Invalid prompt id",
    moderationStatusInvalid: "The status is draft, hidden or published",
  },
});
