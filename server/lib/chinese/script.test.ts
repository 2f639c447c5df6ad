import * as OpenCC from "opencc-js";
import { describe, expect, it, vi } from "vitest";
import { convertScript, foldToSimplified, toSimplified, toTraditionalTaiwan } from "./script.ts";

// Wraps the real converter factory so the tests can count how often a converter is built.
vi.mock("opencc-js", async (importOriginal) => {
  const actual = await importOriginal<typeof OpenCC>();
  return { ...actual, Converter: vi.fn(actual.Converter) };
});

/** zh-CN sentence and its zh-TW (Taiwan phrasing) counterpart; each converts exactly into the other. */
const SENTENCES: ReadonlyArray<readonly [string, string]> = [
  ["这个软件需要网络才能获取信息。", "這個軟體需要網路才能獲取資訊。"],
  ["打印机连不上，请重启程序后再播放视频。", "印表機連不上，請重啟程式後再播放影片。"],
  ["请帮我写一段关于人工智能的文章", "請幫我寫一段關於人工智慧的文章"],
  ["用简体中文回答，不超过200字。", "用簡體中文回答，不超過200字。"],
];

/** Taiwan phrases that differ from the mainland ones, not just character by character. */
const PHRASES: ReadonlyArray<readonly [string, string]> = [
  ["软件", "軟體"],
  ["网络", "網路"],
  ["信息", "資訊"],
  ["打印机", "印表機"],
  ["视频", "影片"],
  ["程序", "程式"],
];

describe("Simplified ↔ Traditional (Taiwan) conversion", () => {
  it("builds each converter only when first needed, then reuses it", () => {
    const converter = vi.mocked(OpenCC.Converter);
    expect(converter).not.toHaveBeenCalled();
    toTraditionalTaiwan("软件");
    toTraditionalTaiwan("网络");
    expect(converter).toHaveBeenCalledTimes(1);
    expect(converter).toHaveBeenLastCalledWith({ from: "cn", to: "twp" });
    toSimplified("軟體");
    toSimplified("網路");
    expect(converter).toHaveBeenCalledTimes(2);
    expect(converter).toHaveBeenLastCalledWith({ from: "twp", to: "cn" });
  });

  it.each(PHRASES)("uses the Taiwan phrase for %s and back", (simplified, taiwan) => {
    expect(toTraditionalTaiwan(simplified)).toBe(taiwan);
    expect(toSimplified(taiwan)).toBe(simplified);
  });

  it.each(SENTENCES)("converts the sentence %s to Taiwan Traditional", (simplified, taiwan) => {
    expect(toTraditionalTaiwan(simplified)).toBe(taiwan);
  });

  it.each(SENTENCES)("converts the sentence %s back from Taiwan Traditional", (simplified, taiwan) => {
    expect(toSimplified(taiwan)).toBe(simplified);
  });

  it.each(SENTENCES)("leaves Taiwan text unchanged when converted to Taiwan again (%s)", (simplified) => {
    const once = toTraditionalTaiwan(simplified);
    expect(toTraditionalTaiwan(once)).toBe(once);
  });

  it("leaves Simplified text without Taiwan-only phrases unchanged when converted to Simplified again", () => {
    const once = toSimplified("這個軟體需要網路才能獲取資訊，請幫我寫一篇文章。");
    expect(once).toBe("这个软件需要网络才能获取信息，请帮我写一篇文章。");
    expect(toSimplified(once)).toBe(once);
  });

  it("reads its input as Taiwan text: 程式 (a program) becomes 程序, and 程序 (a procedure) stays 程序", () => {
    // OpenCC alone maps Taiwan 程序 to the mainland 进程 (an operating-system process); in prompts
    // it is a procedure (phrases.tsv).
    expect(toSimplified("啟動程式")).toBe("启动程序");
    expect(toSimplified("審批程序")).toBe("审批程序");
  });

  it("keeps Latin letters, digits, emoji and punctuation as they are", () => {
    expect(toTraditionalTaiwan("用 ChatGPT-4o 写 3 条文案 🚀！")).toBe("用 ChatGPT-4o 寫 3 條文案 🚀！");
    expect(toSimplified("用 ChatGPT-4o 寫 3 條文案 🚀！")).toBe("用 ChatGPT-4o 写 3 条文案 🚀！");
  });

  it("returns empty text as empty", () => {
    expect(toTraditionalTaiwan("")).toBe("");
    expect(toSimplified("")).toBe("");
  });
});

describe("convertScript", () => {
  it("converts zh-CN to zh-TW and zh-TW to zh-CN", () => {
    expect(convertScript("软件和网络信息", "zh-CN", "zh-TW")).toBe("軟體和網路資訊");
    expect(convertScript("軟體和網路資訊", "zh-TW", "zh-CN")).toBe("软件和网络信息");
  });

  it("returns the text untouched when both languages are the same", () => {
    // Even 程序, which a Taiwan → Simplified pass would turn into 进程.
    expect(convertScript("启动程序", "zh-CN", "zh-CN")).toBe("启动程序");
    expect(convertScript("軟件", "zh-TW", "zh-TW")).toBe("軟件");
  });
});

describe("foldToSimplified", () => {
  it.each([
    ["簡體中文", "简体中文"],
    ["裡面 裏面", "里面 里面"], // Taiwan and Hong Kong variants of the same character
    ["臺灣 檯燈 颱風", "台湾 台灯 台风"],
    ["頭髮 發現", "头发 发现"],
    ["什麼 衞生 爲什麼", "什么 卫生 为什么"],
  ])("folds %s to %s", (traditional, simplified) => {
    expect(foldToSimplified(traditional)).toBe(simplified);
  });

  it("works character by character, so a substring folds to a substring of the folded whole", () => {
    // Phrase-aware OpenCC keeps 乾隆 but turns a lone 乾 into 干; folding must not.
    expect(foldToSimplified("乾隆")).toBe("干隆");
    expect(foldToSimplified("乾")).toBe("干");
    expect(foldToSimplified("軟體")).toBe("软体");
  });

  it("leaves Simplified and non-Chinese text unchanged and returns the same string", () => {
    const text = "简体中文 Prompt ＳＥＯ 123 🚀 かな 한국어";
    expect(foldToSimplified(text)).toBe(text);
  });

  it("is idempotent over every BMP CJK ideograph", () => {
    let all = "";
    for (let cp = 0x3400; cp <= 0x9fff; cp++) all += String.fromCodePoint(cp);
    for (let cp = 0xf900; cp <= 0xfaff; cp++) all += String.fromCodePoint(cp);
    const once = foldToSimplified(all);
    expect([...once]).toHaveLength([...all].length);
    expect(foldToSimplified(once)).toBe(once);
  });

  it("handles characters outside the BMP next to ones it folds", () => {
    expect(foldToSimplified("𠀀體𠀁")).toBe("𠀀体𠀁");
  });
});
