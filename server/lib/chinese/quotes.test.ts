import { describe, expect, it } from "vitest";
import { convertQuotes } from "./quotes.ts";
import { toSimplified, toTraditionalTaiwan } from "./script.ts";

describe("quotation marks", () => {
  it("writes “” and ‘’ as 「」 and 『』 in zh-TW, and back in zh-CN", () => {
    const simplified = "他说：“请用‘简洁’的语气。”";
    const taiwan = "他說：「請用『簡潔』的語氣。」";
    expect(toTraditionalTaiwan(simplified)).toBe(taiwan);
    expect(toSimplified(taiwan)).toBe(simplified);
  });

  it("leaves fenced and inline code as written", () => {
    const text = "输出“结果”：\n```js\nconsole.log(“你好”);\n```\n再用 `say(‘hi’)` 调用。";
    expect(convertQuotes(text, "zh-TW")).toBe("输出「结果」：\n```js\nconsole.log(“你好”);\n```\n再用 `say(‘hi’)` 调用。");
    expect(convertQuotes("```\n「原样」\n```", "zh-CN")).toBe("```\n「原样」\n```");
  });

  it("leaves fill-in placeholders as written, so their default keeps its marks", () => {
    expect(convertQuotes("用${语气:“正式”}写“邀请函”", "zh-TW")).toBe("用${语气:“正式”}写「邀请函」");
  });

  it("keeps an apostrophe an apostrophe", () => {
    expect(convertQuotes("翻译 Let’s go 和 don’t", "zh-TW")).toBe("翻译 Let’s go 和 don’t");
    expect(convertQuotes("‘Let’s go’", "zh-TW")).toBe("『Let’s go』");
  });

  it("returns text without quotation marks unchanged", () => {
    expect(convertQuotes("没有引号", "zh-TW")).toBe("没有引号");
    expect(convertQuotes("", "zh-CN")).toBe("");
  });
});
