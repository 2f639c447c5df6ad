/**
 * Messages of the prompt-writing calls (the validation keys of contract/prompts.ts included). The
 * limits are filled in from PROMPT_LIMITS (registerNumbers), so a text cannot say another number than the
 * schema checks.
 */
import { PROMPT_LIMITS as L } from "../../../contract/prompts.ts";
import { registerMessages, registerNumbers } from "../../lib/messages.ts";

export const messages = registerMessages({
  "zh-CN": {
    titleRequired: "请输入标题",
    titleTooLong: "标题最多 {max} 个字符",
    categoryRequired: "请至少选择一个分类",
    categoryInvalid: "分类编号无效",
    categoryTooMany: "最多选择 {max} 个分类",
    categoryUnknown: "分类不存在：{ids}",
    contentRequired: "请输入提示词内容",
    contentTooLong: "提示词内容最多 {max} 个字符",
    descriptionTooLong: "描述最多 {max} 个字符",
    tipsTooLong: "使用说明最多 {max} 个字符",
    demoTooLong: "示例输入和输出各最多 {max} 个字符",
    demoTooMany: "最多 {max} 个示例",
    demoInvalid: "示例格式不正确",
    imageAddressInvalid: "图片地址无效（http(s) 图片地址或 /uploads/ 路径，不能是本站接口地址，最多 {max} 个字符）",
    imagesTooMany: "每个示例最多 {max} 张图片",
    lanInvalid: "语言只能是 zh-CN、zh-TW 或 en",
    vipLevelInvalid: "访问级别必须是 0 到 3",
    sourceTooLong: "来源最多 {max} 个字符",
    ignoreTransInvalid: "“不翻译”的取值无效",
    statusInvalid: "状态只能是 published、draft 或 private",
    ownerStatusInvalid: "状态只能是已发布（published）或仅自己可见（private）",
    promptIdInvalid: "提示词编号无效",
    promptCodeInvalid: "提示词编码无效",
    saveAsMineTooFrequent: "另存次数过多，请稍后再试",
    promptDuplicate: "已有内容相同的提示词“{title}”（编码 {code}），请勿重复发布",
  },
  "zh-TW": {
    titleRequired: "請輸入標題",
    titleTooLong: "標題最多 {max} 個字元",
    categoryRequired: "請至少選擇一個分類",
    categoryInvalid: "分類編號無效",
    categoryTooMany: "最多選擇 {max} 個分類",
    categoryUnknown: "分類不存在：{ids}",
    contentRequired: "請輸入提示詞內容",
    contentTooLong: "提示詞內容最多 {max} 個字元",
    descriptionTooLong: "描述最多 {max} 個字元",
    tipsTooLong: "使用說明最多 {max} 個字元",
    demoTooLong: "範例輸入和輸出各最多 {max} 個字元",
    demoTooMany: "最多 {max} 個範例",
    demoInvalid: "範例格式不正確",
    imageAddressInvalid: "圖片網址無效（http(s) 圖片網址或 /uploads/ 路徑，不能是本站介面網址，最多 {max} 個字元）",
    imagesTooMany: "每個範例最多 {max} 張圖片",
    lanInvalid: "語言只能是 zh-CN、zh-TW 或 en",
    vipLevelInvalid: "存取等級必須是 0 到 3",
    sourceTooLong: "來源最多 {max} 個字元",
    ignoreTransInvalid: "「不翻譯」的取值無效",
    statusInvalid: "狀態只能是 published、draft 或 private",
    ownerStatusInvalid: "狀態只能是已發布（published）或僅自己可見（private）",
    promptIdInvalid: "提示詞編號無效",
    promptCodeInvalid: "提示詞代碼無效",
    saveAsMineTooFrequent: "另存次數過多，請稍後再試",
    promptDuplicate: "已有內容相同的提示詞「{title}」（編碼 {code}），請勿重複發布",
  },
  en: {
    titleRequired: "Please enter a title",
    titleTooLong: "The title can have at most {max} characters",
    categoryRequired: "Please choose at least one category",
    categoryInvalid: "Invalid category id",
    categoryTooMany: "Choose at most {max} categories",
    categoryUnknown: "No such category: {ids}",
    contentRequired: "Please enter the prompt content",
    contentTooLong: "The prompt content can have at most {max} characters",
    descriptionTooLong: "The description can have at most {max} characters",
    tipsTooLong: "The usage instructions can have at most {max} characters",
    demoTooLong: "Example input and output can have at most {max} characters each",
    demoTooMany: "At most {max} examples",
    demoInvalid: "The examples are not in the expected format",
    imageAddressInvalid: "Invalid image address (an http(s) image address or an /uploads/ path, not one of this site's calls; at most {max} characters)",
    imagesTooMany: "At most {max} images per example",
    lanInvalid: "The language must be zh-CN, zh-TW or en",
    vipLevelInvalid: "The access level must be 0 to 3",
    sourceTooLong: "The source can have at most {max} characters",
    ignoreTransInvalid: "Invalid value for 'do not translate'",
    statusInvalid: "The status must be published, draft or private",
    ownerStatusInvalid: "The status must be published or private",
    promptIdInvalid: "Invalid prompt id",
    promptCodeInvalid: "Invalid prompt code",
    saveAsMineTooFrequent: "You have saved too many prompts recently, please try again later",
    promptDuplicate: "A prompt with the same text already exists: “{title}” (code {code}); please do not publish it twice",
  },
});
registerNumbers(messages, {
  titleTooLong: { max: L.title },
  categoryTooMany: { max: L.categories },
  contentTooLong: { max: L.prompt },
  descriptionTooLong: { max: L.description },
  tipsTooLong: { max: L.tips },
  demoTooLong: { max: L.demoText },
  demoTooMany: { max: L.demoItems },
  imageAddressInvalid: { max: L.imageAddress },
  imagesTooMany: { max: L.images },
  sourceTooLong: { max: L.source },
});

declare module "../../lib/messages.ts" {
  interface ModuleMessages {
    prompts: typeof messages;
  }
}
