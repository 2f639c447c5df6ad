/**
 * The API document's title and introduction in each language: lib/openapi.ts takes the English
 * ones, /api/openapi.json?lang= and the reference page the reader's. Swagger UI's own labels have
 * no translations (decision 030), so they stay in English.
 */
import { registerMessages } from "./messages.ts";

export const messages = registerMessages({
  "zh-CN": {
    apiDocsTitle: "提示词广场 API",
    apiDocsDescription:
      "每个回复都是信封 `{ code, msg, data }`：成功时 code 为 0，否则是错误码，msg 的语言由请求头 `X-LAN`（zh-CN、zh-TW、en）决定。`x-access` 说明谁可以调用一个操作：public（任何人）、user（已登录）、owner（已登录，仅限自己的数据）、admin（管理员）。",
  },
  "zh-TW": {
    apiDocsTitle: "提示詞廣場 API",
    apiDocsDescription:
      "每個回覆都是信封 `{ code, msg, data }`：成功時 code 為 0，否則是錯誤碼，msg 的語言由請求標頭 `X-LAN`（zh-CN、zh-TW、en）決定。`x-access` 說明誰可以呼叫一個操作：public（任何人）、user（已登入）、owner（已登入，僅限自己的資料）、admin（管理員）。",
  },
  en: {
    apiDocsTitle: "Prompt Plaza API",
    apiDocsDescription:
      "Every reply is an envelope `{ code, msg, data }`: code 0 on success, else an error code with a message in the language of the `X-LAN` header (zh-CN, zh-TW, en). `x-access` says who may call an operation: public, user (signed in), owner (signed in, own data), admin.",
  },
});

declare module "./messages.ts" {
  interface ModuleMessages {
    openapi: typeof messages;
  }
}
