/**
 * The AI assistants a reader can open a prompt in (issue 19), one table for every "open in" menu.
 *
 * `prefill` is set only where the service itself reads the prompt from the address, as its own
 * help or its long-standing search-engine address does: ChatGPT's and Copilot's `/?q=`,
 * Perplexity's `/search?q=`, Claude's `/new?q=` (the parameter Anthropic's help documents for its
 * `/new` links; the text lands in the box for the reader to review, not sent). None of the Chinese assistants and not Gemini
 * document one, so for them the text goes to the clipboard and the page opens for the reader to
 * paste: an address parameter they might ignore would lose the prompt silently.
 */
import type { Language } from "./constants.ts";

export type AssistantRegion = "cn" | "global";

export type Assistant = {
  id: string;
  name: Record<Language, string>;
  /** Where a new conversation starts. */
  url: string;
  /** The address the URL-encoded text is appended to, when the service prefills from it. */
  prefill?: string;
  region: AssistantRegion;
};

export const ASSISTANTS: readonly Assistant[] = [
  { id: "deepseek", name: { "zh-CN": "DeepSeek", "zh-TW": "DeepSeek", en: "DeepSeek" }, url: "https://chat.deepseek.com/", region: "cn" },
  { id: "kimi", name: { "zh-CN": "Kimi", "zh-TW": "Kimi", en: "Kimi" }, url: "https://www.kimi.com/", region: "cn" },
  { id: "doubao", name: { "zh-CN": "豆包", "zh-TW": "豆包", en: "Doubao" }, url: "https://www.doubao.com/chat/", region: "cn" },
  { id: "qianwen", name: { "zh-CN": "通义千问", "zh-TW": "通義千問", en: "Tongyi Qianwen" }, url: "https://www.tongyi.com/", region: "cn" },
  { id: "yuanbao", name: { "zh-CN": "腾讯元宝", "zh-TW": "騰訊元寶", en: "Tencent Yuanbao" }, url: "https://yuanbao.tencent.com/chat", region: "cn" },
  { id: "chatglm", name: { "zh-CN": "智谱清言", "zh-TW": "智譜清言", en: "Zhipu Qingyan" }, url: "https://chatglm.cn/", region: "cn" },
  { id: "yiyan", name: { "zh-CN": "文心一言", "zh-TW": "文心一言", en: "ERNIE Bot" }, url: "https://yiyan.baidu.com/", region: "cn" },
  {
    id: "chatgpt",
    name: { "zh-CN": "ChatGPT", "zh-TW": "ChatGPT", en: "ChatGPT" },
    url: "https://chatgpt.com/",
    prefill: "https://chatgpt.com/?q=",
    region: "global",
  },
  {
    id: "claude",
    name: { "zh-CN": "Claude", "zh-TW": "Claude", en: "Claude" },
    url: "https://claude.ai/new",
    prefill: "https://claude.ai/new?q=",
    region: "global",
  },
  { id: "gemini", name: { "zh-CN": "Gemini", "zh-TW": "Gemini", en: "Gemini" }, url: "https://gemini.google.com/app", region: "global" },
  {
    id: "perplexity",
    name: { "zh-CN": "Perplexity", "zh-TW": "Perplexity", en: "Perplexity" },
    url: "https://www.perplexity.ai/",
    prefill: "https://www.perplexity.ai/search?q=",
    region: "global",
  },
  {
    id: "copilot",
    name: { "zh-CN": "微软 Copilot", "zh-TW": "微軟 Copilot", en: "Microsoft Copilot" },
    url: "https://copilot.microsoft.com/",
    prefill: "https://copilot.microsoft.com/?q=",
    region: "global",
  },
];

/**
 * The longest prefill address handed over. Many web servers refuse a request line over 8 KB, and
 * Claude cuts `q` at about 14,000 characters; an encoded Chinese character takes 9 (`%E4%BD%A0`),
 * so this carries some 880 Chinese or 7,900 ASCII characters. Longer text goes by the clipboard,
 * whole, rather than cut.
 */
export const PREFILL_URL_MAX = 8000;

/** How the text reaches the assistant: in the address, or on the clipboard before its page opens. */
export type HandOver = { kind: "prefill"; url: string } | { kind: "clipboard"; url: string };

export function handOver(assistant: Assistant, text: string): HandOver {
  if (assistant.prefill && text.trim()) {
    try {
      const url = assistant.prefill + encodeURIComponent(text);
      if (url.length <= PREFILL_URL_MAX) return { kind: "prefill", url };
    } catch {
      // A lone surrogate cannot be encoded; the clipboard takes the text as it is.
    }
  }
  return { kind: "clipboard", url: assistant.url };
}

/** Chinese assistants first for a Chinese reader, the others first for an English one; the table's order within each. */
export function assistantsFor(lan: Language): Assistant[] {
  const first: AssistantRegion = lan === "en" ? "global" : "cn";
  return [...ASSISTANTS.filter((a) => a.region === first), ...ASSISTANTS.filter((a) => a.region !== first)];
}

export function assistantById(id: string | null | undefined): Assistant | undefined {
  return ASSISTANTS.find((a) => a.id === id);
}
