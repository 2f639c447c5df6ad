/** The share images' texts, in three languages. */
import { registerMessages } from "../../lib/messages.ts";

export const messages = registerMessages({
  "zh-CN": {
    shareBrand: "提示词广场",
    shareTagline: "好用的 AI 提示词，一键复制",
    shareSiteText: "写作、编程、营销、学习……按分类找到好用的提示词，填好变量，一键复制到 DeepSeek 或 ChatGPT。",
    shareRating: "{stars} 分 · {count} 人评分",
    shareScan: "长按识别二维码",
    shareScanHint: "打开完整提示词，一键复制",
    shareImageNotFound: "没有这张图片",
  },
  "zh-TW": {
    shareBrand: "提示詞廣場",
    shareTagline: "好用的 AI 提示詞，一鍵複製",
    shareSiteText: "寫作、程式、行銷、學習……按分類找到好用的提示詞，填好變數，一鍵複製到 DeepSeek 或 ChatGPT。",
    shareRating: "{stars} 分 · {count} 人評分",
    shareScan: "長按識別 QR 碼",
    shareScanHint: "打開完整提示詞，一鍵複製",
    shareImageNotFound: "沒有這張圖片",
  },
  en: {
    shareBrand: "Prompt Plaza",
    shareTagline: "AI prompts that work, one click to copy",
    shareSiteText:
      "Writing, coding, marketing, learning: find a prompt that works by category, fill in its blanks and copy it to DeepSeek or ChatGPT in one click.",
    shareRating_one: "{stars} / 5 · {count} rating",
    shareRating: "{stars} / 5 · {count} ratings",
    shareScan: "Scan or long-press the code",
    shareScanHint: "to open the whole prompt and copy it",
    shareImageNotFound: "No such image",
  },
});

declare module "../../lib/messages.ts" {
  interface ModuleMessages {
    share: typeof messages;
  }
}
