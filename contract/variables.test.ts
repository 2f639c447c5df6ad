import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fillParts, fillTemplate, parseTemplate, promptVariables } from "./variables.ts";

const names = (text: string) => promptVariables(text).map((v) => v.name);

/** Prose without any placeholder or code syntax. */
const prose = fc.stringMatching(/^[\u4e00-\u9fa5a-zA-Z0-9 ，。,.\n]{0,40}$/u).filter((s) => !/[[\]【】{}$`]/.test(s));
/** A valid name: starts and ends with a letter so trimming never changes it. */
const name = fc
  .tuple(
    fc.stringMatching(/^[\u4e00-\u9fa5a-zA-Z]$/u),
    fc.stringMatching(/^[\u4e00-\u9fa5a-zA-Z0-9 /_-]{0,12}$/u),
    fc.stringMatching(/^[\u4e00-\u9fa5a-zA-Z]$/u),
  )
  .map(([a, middle, b]) => `${a}${middle.replace(/\s+/g, " ")}${b}`)
  .filter((n) => !/^[xX]$/.test(n));
const value = fc.stringMatching(/^[\u4e00-\u9fa5a-zA-Z0-9 ]{1,20}$/u).filter((v) => v.trim().length > 0);
/** Any text over the characters that matter here. */
const anyText = fc.stringMatching(/^[[\]【】{}$:：`^ \nax1名称()"~]{0,60}$/u);
const wrappers = [(n: string) => `[${n}]`, (n: string) => `【${n}】`, (n: string) => `{{${n}}}`, (n: string) => `\${${n}}`];

describe("promptVariables: properties", () => {
  it("cuts a text into pieces that join back into the text", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(
          parseTemplate(text)
            .map((p) => (p.kind === "text" ? p.text : p.raw))
            .join(""),
        ).toBe(text);
      }),
    );
  });

  it("returns each name once, trimmed and non-empty", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const found = names(text);
        expect(new Set(found).size).toBe(found.length);
        for (const n of found) expect(n).toBe(n.trim());
        for (const n of found) expect(n.length).toBeGreaterThan(0);
      }),
    );
  });

  it("finds nothing in prose without placeholders, and filling it changes nothing", () => {
    fc.assert(
      fc.property(prose, (text) => {
        expect(promptVariables(text)).toEqual([]);
        expect(fillTemplate(text, { a: "b" })).toBe(text);
      }),
    );
  });

  it("finds a placeholder of every form in prose and fills each of its occurrences", () => {
    fc.assert(
      fc.property(prose, name, prose, value, fc.constantFrom(...wrappers), (before, n, after, v, wrap) => {
        const text = `${before}${wrap(n)}${after}${wrap(n)}`;
        expect(promptVariables(text)).toEqual([{ name: n, default: "" }]);
        expect(fillTemplate(text, { [n]: v })).toBe(`${before}${v}${after}${v}`);
      }),
    );
  });

  it("leaves a placeholder without value and default as written", () => {
    fc.assert(
      fc.property(prose, name, fc.constantFrom(...wrappers), (before, n, wrap) => {
        const text = `${before}${wrap(n)}`;
        expect(fillTemplate(text, {})).toBe(text);
        expect(fillTemplate(text, { [n]: "  " })).toBe(text);
      }),
    );
  });

  it("takes the default of ${name:default} with either colon when the reader leaves it blank", () => {
    fc.assert(
      fc.property(name, value, fc.constantFrom(":", "："), (n, d, colon) => {
        const text = `写一首\${${n}${colon}${d}}风格的诗，\${${n}}`;
        expect(promptVariables(text)).toEqual([{ name: n, default: d.trim() }]);
        expect(fillTemplate(text, {})).toBe(`写一首${d.trim()}风格的诗，${d.trim()}`);
      }),
    );
  });

  it("never fires inside fenced or inline code", () => {
    const code = fc.stringMatching(/^[[\]【】{}$:名称a-z \n]{0,40}$/u);
    fc.assert(
      fc.property(code, name, (body, n) => {
        expect(promptVariables(`说明：\n\`\`\`\n${body}[${n}]\n\`\`\`\n结束`)).toEqual([]);
        expect(promptVariables(`~~~json\n{"a": "{{${n}}}"}\n~~~`)).toEqual([]);
        const line = body.replace(/\n/g, " ");
        expect(promptVariables(`用 \`${line}[${n}]\` 调用`)).toEqual([]);
        expect(promptVariables(`用 \`\`${line}\${${n}}\`\` 调用`)).toEqual([]);
      }),
    );
  });

  it("never fires on Markdown links, checkboxes, footnotes, numeric or JSON arrays", () => {
    // Strings without placeholder marks: a placeholder quoted in a JSON template ("[标题]") is still one.
    const quotedText = fc.string().filter((s) => !/[[\]{}【】]/.test(s));
    fc.assert(
      fc.property(
        name,
        fc.stringMatching(/^(https?:\/\/[a-z]{1,8}\.com)?\/[a-z0-9/_-]{0,12}$/),
        fc.array(fc.integer(), { minLength: 1, maxLength: 5 }),
        fc.array(quotedText, { minLength: 1, maxLength: 3 }),
        (n, url, numbers, strings) => {
          const text = [
            `见[${n}](${url})`,
            `![${n}](${url})`,
            `[ref]: ${url}`,
            "- [ ] 待办",
            "- [x] 完成",
            "- [X] done",
            `数组 ${JSON.stringify(numbers)}`,
            `数组 [${numbers.join(", ")}]`,
            `列表 ${JSON.stringify(strings)}`,
            `脚注[^1]`,
            `[^${n}]`,
          ].join("\n");
          expect(promptVariables(text)).toEqual([]);
        },
      ),
    );
  });
});

describe("promptVariables: examples", () => {
  it("keeps one variable per name in order of first appearance, with the first default given", () => {
    expect(promptVariables("${语言}写[主题]，再用${语言:中文}写{{主题}}")).toEqual([
      { name: "语言", default: "中文" },
      { name: "主题", default: "" },
    ]);
  });

  it("accepts Chinese, English, digits, spaces, / - _ in names and collapses inner spaces", () => {
    expect(names("[语言/框架] {{target_lang}} ${例子 1} 【first-name】 [a   b]")).toEqual(["语言/框架", "target_lang", "例子 1", "first-name", "a b"]);
  });

  it("counts {name} only in a text that marks no variable any other way", () => {
    expect(names("给{主题}写一首诗，风格{风格}")).toEqual(["主题", "风格"]);
    expect(names("保留 {name}、%d 这类占位符，翻译成[目标语言]")).toEqual(["目标语言"]);
    expect(names("{{a}} 与 ${b} 中的 {c}")).toEqual(["a", "b"]);
  });

  it("reads hints in brackets as part of the name and skips markers the assistant should write", () => {
    expect(names("[会议类型，如：项目周会/客户沟通会] [tone, e.g. formal / relaxed] 缺的用 [待补充：xx] 标出 [TODO: ...]")).toEqual([
      "会议类型，如：项目周会/客户沟通会",
      "tone, e.g. formal / relaxed",
    ]);
  });

  it("finds placeholders quoted inside a JSON template, not the array around them", () => {
    expect(names('输出格式：["[标题]", "[摘要]"]')).toEqual(["标题", "摘要"]);
  });

  it("ignores escaped brackets, names without a letter, and invalid explicit names", () => {
    expect(names('\\[主题\\] [123] [1, 2] ${a!b} {{c;d}} [a"b]')).toEqual([]);
  });

  it("marks which parts of the filled text came from the reader", () => {
    expect(fillParts("用[语言]写${风格:简洁}的[主题]", { 语言: "中文" })).toEqual([
      { text: "用", filled: false },
      { text: "中文", name: "语言", filled: true },
      { text: "写", filled: false },
      { text: "简洁", name: "风格", filled: true },
      { text: "的", filled: false },
      { text: "[主题]", name: "主题", filled: false },
    ]);
  });
});
