import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ASSISTANTS, PREFILL_URL_MAX, assistantById, assistantsFor, handOver } from "./assistants.ts";
import { LANGUAGES } from "./constants.ts";

const ISSUE_LIST = [
  "DeepSeek",
  "Kimi",
  "豆包",
  "通义千问",
  "腾讯元宝",
  "智谱清言",
  "文心一言",
  "ChatGPT",
  "Claude",
  "Gemini",
  "Perplexity",
  "Microsoft Copilot",
];

describe("the assistants table", () => {
  it("holds the twelve assistants of issue 19, each once", () => {
    const names = ASSISTANTS.map((a) => (a.id === "copilot" ? a.name.en : a.name["zh-CN"]));
    expect(names).toEqual(ISSUE_LIST);
    expect(new Set(ASSISTANTS.map((a) => a.id)).size).toBe(ASSISTANTS.length);
  });

  it.each(ASSISTANTS.map((a) => [a.id, a] as const))("%s has a name in each language and https addresses of its own", (_id, assistant) => {
    for (const lan of LANGUAGES) expect(assistant.name[lan].trim(), lan).not.toBe("");
    const home = new URL(assistant.url);
    expect(home.protocol).toBe("https:");
    expect(home.search).toBe("");
    if (assistant.prefill) {
      const prefill = new URL(`${assistant.prefill}x`);
      expect(prefill.protocol).toBe("https:");
      expect(prefill.hostname).toBe(home.hostname);
      expect(assistant.prefill).toMatch(/[?&][a-z]+=$/);
    }
  });

  it("prefills only where the service is known to read the address", () => {
    expect(ASSISTANTS.filter((a) => a.prefill).map((a) => a.id)).toEqual(["chatgpt", "claude", "perplexity", "copilot"]);
  });
});

describe("handOver", () => {
  const chatgpt = assistantById("chatgpt")!;
  const deepseek = assistantById("deepseek")!;

  it("puts Chinese, spaces, newlines and URL syntax into the address so that it reads back the same", () => {
    const text = "你是一位资深工程师。\n请审查下面的代码：[粘贴代码]\n& a=b #1 ? 100% +";
    const given = handOver(chatgpt, text);
    expect(given.kind).toBe("prefill");
    expect(given.url).toBe(`https://chatgpt.com/?q=${encodeURIComponent(text)}`);
    expect(given.url).toContain("%0A");
    expect(given.url.slice(chatgpt.prefill!.length)).not.toMatch(/[\s#&?=+]/);
    expect(new URL(given.url).searchParams.get("q")).toBe(text);
  });

  it("reads back any text that fits, for every prefill target", () => {
    const prefilled = ASSISTANTS.filter((a) => a.prefill);
    fc.assert(
      fc.property(
        fc.constantFrom(...prefilled),
        fc.string({ unit: "grapheme", maxLength: 60 }).filter((s) => s.trim() !== ""),
        (assistant, text) => {
          const given = handOver(assistant, text);
          expect(given.kind).toBe("prefill");
          expect(new URL(given.url).searchParams.get("q")).toBe(text);
        },
      ),
    );
  });

  it("opens a service without a prefill at its own address: the text goes by the clipboard", () => {
    expect(handOver(deepseek, "你好")).toEqual({ kind: "clipboard", url: "https://chat.deepseek.com/" });
  });

  it("never cuts a long text: over the cap it goes by the clipboard, whole", () => {
    const fits = "好".repeat(Math.floor((PREFILL_URL_MAX - chatgpt.prefill!.length) / 9));
    expect(handOver(chatgpt, fits)).toMatchObject({ kind: "prefill" });
    expect(handOver(chatgpt, fits).url.length).toBeLessThanOrEqual(PREFILL_URL_MAX);
    expect(handOver(chatgpt, `${fits}好`)).toEqual({ kind: "clipboard", url: "https://chatgpt.com/" });
    // A prompt of some 800 Chinese characters still prefills; about 7,900 ASCII ones do too.
    expect(handOver(chatgpt, "好".repeat(800)).kind).toBe("prefill");
    expect(handOver(chatgpt, "a".repeat(7900)).kind).toBe("prefill");
  });

  it("hands a text that cannot be encoded, or an empty one, to the clipboard", () => {
    expect(handOver(chatgpt, "bad \ud800 half")).toEqual({ kind: "clipboard", url: "https://chatgpt.com/" });
    expect(handOver(chatgpt, "  \n")).toEqual({ kind: "clipboard", url: "https://chatgpt.com/" });
  });
});

describe("assistantsFor", () => {
  it("puts the Chinese assistants first for Chinese readers and the others first for English ones", () => {
    for (const lan of ["zh-CN", "zh-TW"] as const)
      expect(
        assistantsFor(lan)
          .map((a) => a.id)
          .slice(0, 2),
      ).toEqual(["deepseek", "kimi"]);
    expect(
      assistantsFor("en")
        .map((a) => a.id)
        .slice(0, 2),
    ).toEqual(["chatgpt", "claude"]);
    for (const lan of LANGUAGES) {
      const order = assistantsFor(lan);
      expect(new Set(order)).toEqual(new Set(ASSISTANTS));
      const regions = order.map((a) => a.region).join(" ");
      expect(regions).toMatch(lan === "en" ? /^(global ?)+(cn ?)+$/ : /^(cn ?)+(global ?)+$/);
    }
  });
});
