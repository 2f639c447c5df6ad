import { describe, expect, it } from "vitest";
import { OFFLINE_TITLE_MAX, offlineDraft, offlineTitle } from "./agent-offline.ts";
import { detectLanguage } from "./language-detect.ts";

describe("the offline draft's title", () => {
  it.each([
    ["the first sentence of a Chinese line", "你是一位经验丰富的中文编辑。请润色下面这段文字。", "你是一位经验丰富的中文编辑"],
    ["the first line when it has no sentence end", "小红书爆款标题生成器\n请根据以下主题生成 10 个标题", "小红书爆款标题生成器"],
    ["the text before a colon", "Summarise the text below: [text]", "Summarise the text below"],
    ["an English first sentence, not a decimal point", "Act as a travel planner. Budget is 1.5k.", "Act as a travel planner"],
    ["a line without its Markdown decoration", "## **Code reviewer**\nReview this code.", "Code reviewer"],
    ["the first non-empty line", "\n\n   \n- 请用三句话总结这篇文章！\n", "请用三句话总结这篇文章"],
    ["a title cut to 40 characters", "为".repeat(60), "为".repeat(OFFLINE_TITLE_MAX)],
  ])("is %s", (_, text, title) => {
    expect(offlineTitle(text)).toBe(title);
  });

  it("cuts a long English line at a whole word within 40 characters", () => {
    const title = offlineTitle("Write a detailed marketing plan for a small independent coffee roastery in Berlin");
    expect(title).toBe("Write a detailed marketing plan for a");
    expect(title.length).toBeLessThanOrEqual(OFFLINE_TITLE_MAX);
  });

  it("never ends with punctuation", () => {
    expect(offlineTitle("Summarise this!!! Then list the key points")).toBe("Summarise this");
    expect(offlineTitle("总结一下……")).toBe("总结一下");
  });

  it("still gives a title when the text is only punctuation", () => {
    expect(offlineDraft("？？？", "zh-CN").title).toBe("？？？");
  });
});

describe("the offline draft", () => {
  it("describes the text by its opening, cut at 100 characters, with the default tip of its language and no example", () => {
    const text = `请扮演一位面试官。${"围绕岗位要求提出问题，".repeat(12)}`;
    const draft = offlineDraft(text, "zh-TW");
    expect(draft.description.startsWith("请扮演一位面试官。")).toBe(true);
    expect(draft.description.endsWith("…")).toBe(true);
    expect([...draft.description]).toHaveLength(101);
    expect(draft.tips).toContain("方括號");
    expect(draft.demo).toEqual([]);
  });
});

describe("language detection from the characters", () => {
  it.each([
    ["Simplified Chinese", "请帮我写一份软件产品的发布说明，包括新功能和已知问题。", "zh-CN"],
    ["Taiwan Traditional", "請幫我寫一份軟體產品的發布說明，包括新功能和已知問題。", "zh-TW"],
    ["Hong Kong style Traditional", "請用繁體中文回覆，說明這個網絡應用程式的設計。", "zh-TW"],
    ["English", "Write release notes for this software, listing new features.", "en"],
    [
      "English with a few Chinese words",
      "Translate the following paragraph into Chinese and keep terms like 提示词 and 模型 unchanged in the output text.",
      "en",
    ],
    ["Chinese with code and English terms", "请检查这段 JavaScript 代码：function add(a, b) { return a - b }", "zh-CN"],
    ["Simplified text whose only ambiguous character is 么", "为什么要这么做", "zh-CN"],
    ["Chinese characters shared by both scripts", "中文写作", "zh-CN"],
    ["text without letters", "1234 !!! ...", "en"],
  ])("recognises %s", (_, text, lan) => {
    expect(detectLanguage(text)).toBe(lan);
  });
});
