import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { conversionVersion, convertWithPhrases, parsePhrases, phraseTable } from "./phrases.ts";
import { toSimplified, toTraditionalTaiwan } from "./script.ts";

/** domain, zh-CN, zh-TW: prompt sentences as a Taiwan editor writes them (phrases/sentences.tsv). */
const SENTENCES = fs
  .readFileSync(new URL("./phrases/sentences.tsv", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "" && !line.startsWith("#"))
  .map((line) => line.split("\t") as [string, string, string]);

describe("the sentence table", () => {
  it("holds at least 100 pairs across writing, coding, marketing, education, office and daily life", () => {
    expect(SENTENCES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(SENTENCES.map(([domain]) => domain))).toEqual(new Set(["writing", "coding", "marketing", "education", "office", "life"]));
    for (const row of SENTENCES) expect(row).toHaveLength(3);
  });

  it.each(SENTENCES)("%s: converts %s to the Taiwan sentence", (_domain, simplified, taiwan) => {
    expect(toTraditionalTaiwan(simplified)).toBe(taiwan);
  });

  it.each(SENTENCES)("%s: converts the Taiwan sentence of %s back", (_domain, simplified, taiwan) => {
    expect(toSimplified(taiwan)).toBe(simplified);
  });
});

describe("the review's examples (issue 23)", () => {
  it.each([
    ["发布", "發布"],
    ["审核", "審核"],
    ["用户权限", "使用者權限"],
    ["支持多种语言", "支援多種語言"],
    ["注销账号", "註銷帳號"],
    ["退出登录", "登出"],
    ["审批程序", "審批程序"],
    ["写一个程序", "寫一個程式"],
    ["SQL 查询", "SQL 查詢"],
    ["API 接口", "API 介面"],
    ["用户界面", "使用者介面"],
  ])("%s ⇄ %s", (simplified, taiwan) => {
    expect(toTraditionalTaiwan(simplified)).toBe(taiwan);
    expect(toSimplified(taiwan)).toBe(simplified);
  });
});

describe("a two-character phrase across two words", () => {
  // 合同, 内网, 初中 are phrases; here their characters belong to the words on either side, and
  // OpenCC's own conversion stands. 每列出 is not 每列 (the phrase is 每列的).
  it.each([
    ["符合同样的标准", "符合同樣的標準"],
    ["适合同事之间使用", "適合同事之間使用"],
    ["国内网站", "國內網站"],
    ["最初中间那段", "最初中間那段"],
    ["每列出一项", "每列出一項"],
  ])("%s → %s", (simplified, taiwan) => {
    expect(toTraditionalTaiwan(simplified)).toBe(taiwan);
  });
});

describe("phrase data", () => {
  it("reads entries, skipping comments and blank lines; way defaults to both", () => {
    expect(parsePhrases("# note\n\n发布\t發布\n界面\t介面\tzh-TW\n")).toEqual([
      { "zh-CN": "发布", "zh-TW": "發布", way: "both" },
      { "zh-CN": "界面", "zh-TW": "介面", way: "zh-TW" },
    ]);
  });

  it("names the line of a malformed entry", () => {
    expect(() => parsePhrases("发布\t發布\n只有一列\n")).toThrow(/line 2/);
    expect(() => parsePhrases("发布\t發布\tsideways\n")).toThrow(/line 1/);
  });

  it("refuses a phrase listed twice for the same direction", () => {
    const entries = parsePhrases("界面\t介面\tzh-TW\n接口\t介面\tboth\n用户界面\t介面\tzh-CN\n");
    expect(() => phraseTable(entries, "zh-CN")).toThrow(/"介面" is listed twice/);
  });

  it("converts the longest phrase where two start together, and passes the text between phrases on", () => {
    const table = phraseTable(parsePhrases("发布\t發布\n发布会\t發表會\n"), "zh-TW");
    expect(convertWithPhrases("新品发布会后发布说明", table, (rest) => `(${rest})`)).toBe("(新品)發表會(后)發布(说明)");
    expect(convertWithPhrases("没有词组", table, (rest) => `(${rest})`)).toBe("(没有词组)");
  });

  it("has a version that names the data: sixteen hex digits, the same on every call", () => {
    expect(conversionVersion()).toMatch(/^[0-9a-f]{16}$/);
    expect(conversionVersion()).toBe(conversionVersion());
  });
});
