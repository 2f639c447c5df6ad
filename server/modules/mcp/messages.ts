/** What the MCP server says to a client: its errors and the hints on prompt arguments, in three languages. */
import { registerMessages } from "../../lib/messages.ts";

export const messages = registerMessages({
  "zh-CN": {
    mcpUnknownPrompt: "没有代码为 {code} 的公开提示词",
    mcpUnknownCategory: "没有代码为 {code} 的分类，可用的分类：{codes}",
    mcpArgumentDefault: "留空则为：{value}",
    mcpArgument: "替换提示词中的“{name}”",
    mcpTooManyRequests: "请求过于频繁，请 {count} 秒后再试",
    mcpStatelessOnly: "本服务不保持会话：请用 POST 发送每条消息",
  },
  "zh-TW": {
    mcpUnknownPrompt: "沒有代碼為 {code} 的公開提示詞",
    mcpUnknownCategory: "沒有代碼為 {code} 的分類，可用的分類：{codes}",
    mcpArgumentDefault: "留空則為：{value}",
    mcpArgument: "替換提示詞中的「{name}」",
    mcpTooManyRequests: "請求過於頻繁，請 {count} 秒後再試",
    mcpStatelessOnly: "本服務不保持工作階段：請用 POST 傳送每則訊息",
  },
  en: {
    mcpUnknownPrompt: "There is no public prompt with the code {code}",
    mcpUnknownCategory: "There is no category with the code {code}; the categories are: {codes}",
    mcpArgumentDefault: "Left empty: {value}",
    mcpArgument: "Replaces “{name}” in the prompt",
    mcpTooManyRequests_one: "Too many requests, please try again in {count} second",
    mcpTooManyRequests: "Too many requests, please try again in {count} seconds",
    mcpStatelessOnly: "This server keeps no sessions: send each message with POST",
  },
});

declare module "../../lib/messages.ts" {
  interface ModuleMessages {
    mcp: typeof messages;
  }
}
