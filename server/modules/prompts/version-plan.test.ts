import { describe, expect, it } from "vitest";
import { planVersions, type StoredVersion, type VersionText } from "./version-plan.ts";

const text = (title: string): VersionText => ({
  title,
  prompt: `${title}的内容`,
  description: title,
  tips: "",
  demo: [{ input: "软件", out: "网络", inputImgs: ["/uploads/a.png"] }],
});
const stored = (lan: string, machine: boolean, title = "旧标题"): StoredVersion => ({ lan, machine, ...text(title) });

describe("planVersions", () => {
  it("stores the source and converts it to Traditional script for a new Simplified prompt", () => {
    const plan = planVersions([], { lan: "zh-CN", text: text("简体标题") }, null, false);
    expect(plan.remove).toEqual([]);
    expect(plan.upsert.map((v) => [v.lan, v.machine])).toEqual([
      ["zh-CN", false],
      ["zh-TW", true],
    ]);
    const tw = plan.upsert[1]!;
    expect(tw.title).toBe("簡體標題");
    expect(tw.demo[0]).toEqual({ input: "軟體", out: "網路", inputImgs: ["/uploads/a.png"] });
  });

  it("never replaces a version a person wrote in the other script", () => {
    const plan = planVersions([stored("zh-CN", false), stored("zh-TW", false, "人工繁體")], { lan: "zh-CN", text: text("新标题") }, "zh-CN", false);
    expect(plan.upsert.map((v) => v.lan)).toEqual(["zh-CN"]);
    expect(plan.remove).toEqual([]);
  });

  it("regenerates a machine version of the other script", () => {
    const plan = planVersions([stored("zh-CN", false), stored("zh-TW", true)], { lan: "zh-CN", text: text("新标题") }, "zh-CN", false);
    expect(plan.upsert.find((v) => v.lan === "zh-TW")).toMatchObject({ machine: true, title: "新標題" });
  });

  it("removes the machine versions it cannot regenerate when the text changes, leaving them to the translation work", () => {
    const plan = planVersions([stored("zh-CN", false), stored("zh-TW", true), stored("en", true)], { lan: "zh-CN", text: text("新标题") }, "zh-CN", false);
    expect(plan.upsert.map((v) => [v.lan, v.machine])).toEqual([
      ["zh-CN", false],
      ["zh-TW", true],
    ]);
    expect(plan.remove).toEqual(["en"]);
  });

  it("keeps machine versions when the text is unchanged (only settings were edited)", () => {
    const plan = planVersions([stored("zh-CN", false), stored("en", true)], { lan: "zh-CN", text: text("旧标题") }, "zh-CN", false);
    expect(plan.remove).toEqual([]);
  });

  it("under an English source, drops the old source and stale machine scripts but keeps a person's", () => {
    const plan = planVersions(
      [stored("zh-CN", false), stored("zh-TW", true), stored("en", true, "Old")],
      { lan: "en", text: text("English title") },
      "zh-CN",
      false,
    );
    expect(plan.upsert.map((v) => [v.lan, v.machine])).toEqual([["en", false]]);
    expect(plan.remove.sort()).toEqual(["zh-CN", "zh-TW"]);
    const human = planVersions([stored("en", false), stored("zh-TW", false)], { lan: "en", text: text("New") }, "en", false);
    expect(human.remove).toEqual([]);
  });

  it("replaces the old source version when the language changes between the two scripts", () => {
    const plan = planVersions([stored("zh-CN", false), stored("zh-TW", true)], { lan: "zh-TW", text: text("繁體標題") }, "zh-CN", false);
    expect(plan.remove).toEqual([]);
    expect(plan.upsert.map((v) => [v.lan, v.machine])).toEqual([
      ["zh-TW", false],
      ["zh-CN", true],
    ]);
    expect(plan.upsert[1]!.title).toBe("繁体标题");
  });

  it("removes machine versions, keeps people's and converts nothing when translation is switched off", () => {
    const plan = planVersions([stored("zh-CN", false), stored("zh-TW", true), stored("en", false)], { lan: "zh-CN", text: text("标题") }, "zh-CN", true);
    expect(plan.upsert.map((v) => v.lan)).toEqual(["zh-CN"]);
    expect(plan.remove).toEqual(["zh-TW"]);
  });

  it("keeps machine versions when an unchanged example comes back from jsonb with its keys reordered", () => {
    const source = text("标题");
    const reordered: StoredVersion = { lan: "zh-CN", machine: false, ...source, demo: [{ inputImgs: ["/uploads/a.png"], out: "网络", input: "软件" }] };
    const plan = planVersions([reordered, stored("en", true, "Title")], { lan: "zh-CN", text: source }, "zh-CN", false);
    expect(plan.remove).not.toContain("en");
  });
});
