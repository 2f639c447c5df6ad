import { describe, expect, it } from "vitest";
import { variableField } from "./variable-fields.ts";

const field = (name: string) => variableField({ name, default: "" });

describe("a variable as a form field", () => {
  it.each([
    ["会议类型，如：项目周会/客户沟通会", "会议类型", "项目周会/客户沟通会"],
    ["資料庫類型，例如 MySQL 8／PostgreSQL", "資料庫類型", "MySQL 8／PostgreSQL"],
    ["周期，如本周", "周期", "本周"],
    ["meeting type, e.g. weekly project meeting / client call", "meeting type", "weekly project meeting / client call"],
    ["如：情侣/带 5 岁孩子/父母", "如：情侣/带 5 岁孩子/父母", ""],
    ["步骤，如何拆分", "步骤，如何拆分", ""],
    ["语言/框架", "语言/框架", ""],
  ])("%s reads as label %s with example %s", (name, label, example) => {
    expect(field(name)).toMatchObject({ name, label, example });
  });

  it.each(["粘贴代码", "貼上逐字稿", "代码", "文章内容", "paste transcript", "Code", "your essay text", "粘贴建表语句/字段说明"])(
    "%s asks for pasted text",
    (name) => {
      expect(field(name).multiline).toBe(true);
    },
  );

  it.each(["语言/框架", "目标职位", "company", "context", "barcode format", "文章/报告/会议记录", "code / text"])("%s is one line", (name) => {
    expect(field(name).multiline).toBe(false);
  });

  it("keeps the default", () => {
    expect(variableField({ name: "语言", default: "Python" })).toMatchObject({ label: "语言", default: "Python" });
  });
});
