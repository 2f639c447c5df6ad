/** Shared by the import tests: a multipart upload of one file, and a CSV in the public `act,prompt` format. */
import { stringify } from "csv-stringify/sync";
import type { ImportReport } from "../../../contract/prompt-files.ts";
import type { TestApp } from "../../test/harness.test-support.ts";

export async function importFile(
  t: TestApp,
  token: string,
  file: Buffer | string,
  query: string,
  options: { path?: string; name?: string; lan?: string } = {},
) {
  const form = new FormData();
  form.append("file", new Blob([typeof file === "string" ? file : new Uint8Array(file)]), options.name ?? "prompts.csv");
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return t.call<ImportReport>({
    method: "POST",
    url: `${options.path ?? "/admin/api/importPrompts"}?${query}`,
    payload,
    headers: { "content-type": request.headers.get("content-type")! },
    token,
    lan: options.lan,
  });
}

export type GeneratedRow = { act: string; prompt: string; expected: "add" | "skip" | "error"; duplicateOfLine?: number };

/**
 * `count` rows: Chinese and English, with commas, quotes and prompts over several lines; every
 * 40th repeats the row before it in another disguise (full-width, extra spaces, the other
 * script), every 97th has no prompt. The line of each row in the file is tracked for the report.
 */
export function generatedCsv(count: number): { csv: string; rows: Array<GeneratedRow & { line: number }> } {
  const rows: Array<GeneratedRow & { line: number }> = [];
  let line = 2;
  for (let i = 1; i <= count; i++) {
    let row: GeneratedRow;
    const previous = rows[rows.length - 1];
    if (i % 97 === 0) row = { act: `空白提示词 ${i}`, prompt: "", expected: "error" };
    else if (i % 40 === 0 && previous && previous.expected === "add") {
      const disguised = /\p{Script=Han}/u.test(previous.prompt)
        ? previous.prompt.replace(/写/g, "寫").replace(/，/g, " , ")
        : previous.prompt.toUpperCase().replace(/ /g, "  ");
      row = { act: `${previous.act}（重复）`, prompt: disguised, expected: "skip", duplicateOfLine: previous.line };
    } else if (i % 2 === 0) {
      row = {
        act: `导入鹦鹉写作助手 ${i}`,
        prompt: `请帮我写一篇关于"主题 ${i}"的文章，要求：\n1. 结构清晰, 逻辑严密\n2. 字数约 ${i * 3} 字`,
        expected: "add",
      };
    } else {
      row = {
        act: `Act as a "helper", number ${i}`,
        prompt: `I want you to act as helper number ${i}, with commas, "quotes" and\nseveral\nlines.`,
        expected: "add",
      };
    }
    rows.push({ ...row, line });
    line += row.prompt.split("\n").length + row.act.split("\n").length - 1;
  }
  const csv = stringify([["act", "prompt"], ...rows.map((r) => [r.act, r.prompt])]);
  return { csv, rows };
}
