/** Messages of the translation and agent-entry calls, and the agent's default tip per language. */
import { registerMessages, registerNumbers } from "../../lib/messages.ts";
import { TRANSLATION_STATUS_MAX_IDS } from "../../../contract/translation.ts";
// contentTooLong and promptIdInvalid of contract/translation.ts are the prompt module's keys.
import "../prompts/messages.ts";

export const messages = registerMessages({
  "zh-CN": {
    agentCategoryRequired: "请选择分类",
    agentPromptRequired: "提示词内容不能为空",
    categoryIdInvalid: "分类编号无效",
    translationIdsInvalid: "编号列表无效（最多 {max} 个正整数，用逗号分隔）",
    translationTargetRequired: "请提供 promptId 或 categoryId 其中之一",
    translationNotConfigured: "未配置机器翻译（LLM_BASE_URL），无法重新翻译",
    translationNothingToDo: "该条目不需要机器翻译（已设置不翻译、是草稿或已有人工译文）",
    "agent.notice.llm": "已由模型生成草稿，请审核后发布",
    "agent.notice.not_configured": "未配置模型，已生成离线草稿（标题和描述取自原文），请审核后发布",
    "agent.notice.timeout": "模型响应超时，已生成离线草稿，请审核后发布",
    "agent.notice.unavailable": "模型暂时不可用，已生成离线草稿，请审核后发布",
    "agent.notice.invalid_reply": "模型返回的内容不符合要求，已生成离线草稿，请审核后发布",
    "agent.defaultTip": "使用前把方括号 [ ] 中的内容换成你自己的信息；第一次的结果不理想时，补充背景或要求后再试一次。",
  },
  "zh-TW": {
    agentCategoryRequired: "請選擇分類",
    agentPromptRequired: "提示詞內容不能為空",
    categoryIdInvalid: "分類編號無效",
    translationIdsInvalid: "編號清單無效（最多 {max} 個正整數，以逗號分隔）",
    translationTargetRequired: "請提供 promptId 或 categoryId 其中之一",
    translationNotConfigured: "未設定機器翻譯（LLM_BASE_URL），無法重新翻譯",
    translationNothingToDo: "此項目不需要機器翻譯（已設定不翻譯、是草稿或已有人工譯文）",
    "agent.notice.llm": "已由模型產生草稿，請審核後發布",
    "agent.notice.not_configured": "未設定模型，已產生離線草稿（標題和描述取自原文），請審核後發布",
    "agent.notice.timeout": "模型回應逾時，已產生離線草稿，請審核後發布",
    "agent.notice.unavailable": "模型暫時無法使用，已產生離線草稿，請審核後發布",
    "agent.notice.invalid_reply": "模型回傳的內容不符合要求，已產生離線草稿，請審核後發布",
    "agent.defaultTip": "使用前把方括號 [ ] 中的內容換成你自己的資訊；第一次的結果不理想時，補充背景或要求後再試一次。",
  },
  en: {
    agentCategoryRequired: "Please choose a category",
    agentPromptRequired: "The prompt content cannot be empty",
    categoryIdInvalid: "The category id is not valid",
    translationIdsInvalid: "The id list is not valid (at most {max} positive whole numbers, separated by commas)",
    translationTargetRequired: "Give either promptId or categoryId",
    translationNotConfigured: "Machine translation is not configured (LLM_BASE_URL), so nothing can be retried",
    translationNothingToDo: "This item needs no machine translation (do-not-translate is set, it is a draft, or every version was written by a person)",
    "agent.notice.llm": "The model wrote this draft; review it before publishing",
    "agent.notice.not_configured": "No model is configured: this is an offline draft (title and description taken from the text); review it before publishing",
    "agent.notice.timeout": "The model did not answer in time: this is an offline draft; review it before publishing",
    "agent.notice.unavailable": "The model is unavailable right now: this is an offline draft; review it before publishing",
    "agent.notice.invalid_reply": "The model's reply was not usable: this is an offline draft; review it before publishing",
    "agent.defaultTip":
      "Replace the parts in square brackets [ ] with your own details before use; if the first answer misses, add context or requirements and ask again.",
  },
});
registerNumbers(messages, { translationIdsInvalid: { max: TRANSLATION_STATUS_MAX_IDS } });

declare module "../../lib/messages.ts" {
  interface ModuleMessages {
    translation: typeof messages;
  }
}
