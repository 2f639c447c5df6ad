// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { Language } from "../../contract/constants.ts";
import { I18nProvider } from "../lib/i18n-react.tsx";
import { createI18n } from "../lib/i18n.ts";
import en from "../locales/en/fill-in.json" with { type: "json" };
import zhCN from "../locales/zh-CN/fill-in.json" with { type: "json" };
import zhTW from "../locales/zh-TW/fill-in.json" with { type: "json" };
import { FormField } from "./form-field.tsx";
import { PromptVariables } from "./prompt-variables.tsx";

afterEach(cleanup);

/** The prompt text field as the my-prompts and console forms have it. */
function ContentField({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  return (
    <FormField label="内容" hint={<PromptVariables text={text} />}>
      {(control) => <textarea {...control} value={text} onChange={(e) => setText(e.target.value)} />}
    </FormField>
  );
}

function renderField(initial: string, lang: Language = "zh-CN") {
  const i18n = createI18n(lang, { "zh-CN": { "fill-in": zhCN }, "zh-TW": { "fill-in": zhTW }, en: { "fill-in": en } });
  return render(
    <I18nProvider i18n={i18n}>
      <ContentField initial={initial} />
    </I18nProvider>,
  );
}

const hint = () => document.getElementById(screen.getByLabelText("内容").getAttribute("aria-describedby")!)!;

describe("what readers will fill in, under an author's prompt text", () => {
  it("lists the variables as the text changes, described with the field", () => {
    renderField("请审查[语言/框架]代码：{{代码}}");
    expect(hint().textContent).toBe("读者将填写：语言/框架代码");
    fireEvent.change(screen.getByLabelText("内容"), { target: { value: "把【文章】改写成${风格:幽默}的语气，会议类型见[会议类型，如：周会]" } });
    const chips = [...hint().querySelectorAll("[title]")].map((chip) => [chip.getAttribute("title"), chip.textContent]);
    expect(chips).toEqual([
      ["文章", "文章"],
      ["风格", "风格默认：幽默"],
      ["会议类型，如：周会", "会议类型"],
    ]);
  });

  it("says how to mark one when the text has none", () => {
    const how = "想让读者填写的地方可以写成 [名称]、【名称】、{{名称}} 或 ${名称:默认值}。";
    renderField("");
    expect(hint().textContent).toBe(how);
    fireEvent.change(screen.getByLabelText("内容"), { target: { value: "把下面的 [x] 列表翻译成英文：[链接](https://example.org) `[代码]`" } });
    expect(hint().textContent).toBe(`这段内容里没有变量。${how}`);
    fireEvent.change(screen.getByLabelText("内容"), { target: { value: "翻译[原文]" } });
    expect(hint().textContent).toBe("读者将填写：原文");
  });

  it.each([
    ["zh-TW", "讀者將填寫：", "預設：幽默"],
    ["en", "Readers will fill in:", "default: 幽默"],
  ] as const)("in %s", (lang, heading, defaultText) => {
    renderField("${风格:幽默}", lang);
    expect(hint().textContent).toBe(`${heading}风格${defaultText}`);
  });
});
