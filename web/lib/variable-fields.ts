/**
 * How the fill-in form asks for a prompt's variables (issue 19), shared by the readers' form and
 * the authors' list of what readers will fill: a short label, the example the author wrote into
 * the placeholder ("[会议类型，如：项目周会]"), and whether the answer is pasted text.
 */
import type { PromptVariable } from "../../contract/variables.ts";

export type VariableField = PromptVariable & { label: string; example: string; multiline: boolean };

/** "名称，如：例子", "名称，例如 例子", "name, e.g. example" (not "如何", "如果"). */
const WITH_EXAMPLE = /^(.+?)\s*[，,]\s*(?:例如|比如|如(?![何果此])|e\.g\.|for example|such as)\s*[:：]?\s*(.+)$/i;
/** Names that ask for something pasted or long: code, an article, notes, a transcript… */
const PASTE = /粘贴|粘貼|貼上|\bpaste\b/i;
const LONG_TEXT =
  /代码|代碼|程式碼|文章|内容|內容|文本|文字|原文|正文|全文|记录|紀錄|記錄|笔记|筆記|作文|简历|履歷|逐字稿|草稿|\b(?:code|text|article|content|essay|notes?|transcript|draft)\b/i;
/** "文章/报告/会议记录", "web / mobile": a choice between kinds, answered in a word. */
const ALTERNATIVES = /[/／]/;

export function variableField(variable: PromptVariable): VariableField {
  const split = WITH_EXAMPLE.exec(variable.name);
  return {
    ...variable,
    label: split ? split[1]! : variable.name,
    example: split ? split[2]! : "",
    multiline: PASTE.test(variable.name) || (LONG_TEXT.test(variable.name) && !ALTERNATIVES.test(variable.name)),
  };
}
