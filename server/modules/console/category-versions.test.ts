import { describe, expect, it } from "vitest";
import type { Language } from "../../../contract/constants.ts";
import { planVersions, type StoredVersion } from "./category-versions.ts";

const human = (name: string, intro = ""): StoredVersion => ({ name, intro, machine: false });
const machine = (name: string, intro = ""): StoredVersion => ({ name, intro, machine: true });
const none = new Map<Language, StoredVersion>();

describe("category language versions", () => {
  it("a Simplified name alone gets a Traditional machine version in Taiwan phrasing", () => {
    const next = planVersions(none, { "zh-CN": { name: "软件开发", intro: "网络与信息" } });
    expect(next.get("zh-CN")).toEqual(human("软件开发", "网络与信息"));
    expect(next.get("zh-TW")).toEqual(machine("軟體開發", "網路與資訊"));
    expect(next.has("en")).toBe(false);
  });

  it("a Traditional name alone gets a Simplified machine version", () => {
    const next = planVersions(none, { "zh-TW": { name: "軟體開發", intro: "" } });
    expect(next.get("zh-CN")).toEqual(machine("软件开发"));
  });

  it("a person's version is never replaced by a machine version", () => {
    const current = new Map<Language, StoredVersion>([["zh-TW", human("程式設計")]]);
    const next = planVersions(current, { "zh-CN": { name: "编程开发", intro: "" } });
    expect(next.get("zh-TW")).toEqual(human("程式設計"));
  });

  it("a machine version follows every edit of its source", () => {
    const current = new Map<Language, StoredVersion>([
      ["zh-CN", human("写作")],
      ["zh-TW", machine("寫作")],
    ]);
    const next = planVersions(current, { "zh-CN": { name: "软件", intro: "" } });
    expect(next.get("zh-TW")).toEqual(machine("軟體"));
  });

  it("sending back the machine text unchanged keeps it a machine version", () => {
    const current = new Map<Language, StoredVersion>([
      ["zh-CN", human("写作")],
      ["zh-TW", machine("寫作")],
    ]);
    const next = planVersions(current, { "zh-CN": { name: "软件", intro: "" }, "zh-TW": { name: "寫作", intro: "" } });
    expect(next.get("zh-TW")).toEqual(machine("軟體"));
  });

  it("an edited machine text becomes a person's version", () => {
    const current = new Map<Language, StoredVersion>([
      ["zh-CN", human("写作")],
      ["zh-TW", machine("寫作")],
    ]);
    const next = planVersions(current, { "zh-TW": { name: "文字創作", intro: "" } });
    expect(next.get("zh-TW")).toEqual(human("文字創作"));
  });

  it("an empty name removes a person's version and lets the machine take over", () => {
    const current = new Map<Language, StoredVersion>([
      ["zh-CN", human("写作")],
      ["zh-TW", human("寫作助手")],
      ["en", human("Writing")],
    ]);
    const next = planVersions(current, { "zh-TW": { name: "", intro: "" }, en: { name: "", intro: "" } });
    expect(next.get("zh-TW")).toEqual(machine("寫作"));
    expect(next.has("en")).toBe(false);
  });

  it("languages left out keep what they have, English machine versions included", () => {
    const current = new Map<Language, StoredVersion>([
      ["zh-CN", human("写作")],
      ["zh-TW", machine("寫作")],
      ["en", machine("Writing")],
    ]);
    const next = planVersions(current, { "zh-CN": { name: "写作", intro: "新的描述" } });
    expect(next.get("en")).toEqual(machine("Writing"));
    expect(next.get("zh-TW")).toEqual(machine("寫作", "新的描述"));
  });
});
