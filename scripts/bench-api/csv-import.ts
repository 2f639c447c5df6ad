/**
 * The console's import of a 10,000-row CSV in the public act,prompt format (issue #21: under two
 * minutes, flat memory): the dry run, then the real run, each driven as the import dialog drives
 * it (the whole file with each batch of 500, until the report says there is no next), timed, with
 * the server's peak resident memory. It adds prompts to the bench's copy of the catalogue, so it
 * runs after every other measurement.
 */
import { stringify } from "csv-stringify/sync";
import type { ImportReport } from "../../contract/prompt-files.ts";
import { withPeakRss } from "./peak-rss.ts";

export const IMPORT_ROWS = 10_000;
/** What the console's import dialog sends (web/components/prompt-import-dialog.tsx). */
const BATCH = 500;

export type ImportRun = { seconds: number; requests: number; counts: ImportReport["counts"] };
export type CsvImportResult = { rows: number; bytes: number; dryRun: ImportRun; run: ImportRun; rssBeforeMb: number; peakRssMb: number };

const ZH = [
  "你是一位经验丰富的编辑，",
  "请根据下面的材料，",
  "用简洁、准确的语言，",
  "先列出要点，再给出完整的回答；",
  "遇到不确定的地方，请说明原因，",
  "不要编造数据或引用，",
  "最后用一句话总结。",
];
const EN = [
  "I want you to act as an experienced editor, ",
  "working from the notes below, ",
  "in plain and precise language, ",
  "first listing the key points, then writing the full answer; ",
  "say why wherever you are unsure, ",
  "never invent figures or quotes, ",
  "and close with a one-sentence summary.",
];

/**
 * Rows of the length of the public lists' prompts (about 300 to 700 characters), half Chinese and
 * half English, with commas, quotes and line breaks; every 50th repeats an earlier row.
 */
export function importCsv(rows: number): Buffer {
  const records: string[][] = [];
  for (let i = 1; i <= rows; i++) {
    if (i % 50 === 0) {
      records.push([`${records[i - 10]![0]} (again)`, records[i - 10]![1]!]);
      continue;
    }
    const chinese = i % 2 === 0;
    const parts = chinese ? ZH : EN;
    const subject = chinese ? `"主题 ${i}"` : `"topic ${i}"`;
    const body = Array.from({ length: 2 + (i % 4) }, (_, k) => parts.map((p, j) => (j === (i + k) % parts.length ? `${p}${subject} ` : p)).join("")).join("\n");
    records.push([chinese ? `导入写作助手 ${i}` : `Act as an editor, number ${i}`, body]);
  }
  return Buffer.from(stringify([["act", "prompt"], ...records]));
}

async function signIn(baseUrl: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ loginName: "admin", pwd: password }),
  });
  const body = (await response.json()) as { code: number; data: string };
  if (body.code !== 0) throw new Error(`the bench's administrator could not sign in: ${JSON.stringify(body)}`);
  return body.data;
}

async function importAll(baseUrl: string, token: string, file: Buffer, categoryCode: string, dryRun: boolean): Promise<ImportRun> {
  const started = performance.now();
  const counts: ImportReport["counts"] = { add: 0, added: 0, skip: 0, error: 0 };
  let offset: number | null = 0;
  let requests = 0;
  while (offset !== null) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(file)]), "prompts.csv");
    const query = new URLSearchParams({ categoryCode, lan: "auto", offset: String(offset), limit: String(BATCH), ...(dryRun ? { dryRun: "1" } : {}) });
    const response = await fetch(`${baseUrl}/admin/api/importPrompts?${query}`, {
      method: "POST",
      body: form,
      headers: { "x-pp-token": token },
      signal: AbortSignal.timeout(600_000),
    });
    const body = (await response.json()) as { code: number; data: ImportReport };
    if (body.code !== 0) throw new Error(`import at ${offset}: ${response.status} ${JSON.stringify(body)}`);
    for (const outcome of Object.keys(counts) as Array<keyof typeof counts>) counts[outcome] += body.data.counts[outcome];
    offset = body.data.next;
    requests += 1;
  }
  return { seconds: (performance.now() - started) / 1000, requests, counts };
}

export async function measureCsvImport(baseUrl: string, pid: number, adminPassword: string, categoryCode: string): Promise<CsvImportResult> {
  const file = importCsv(IMPORT_ROWS);
  return withPeakRss(pid, async () => {
    // A token lasts 15 minutes: one for each run.
    const dryRun = await importAll(baseUrl, await signIn(baseUrl, adminPassword), file, categoryCode, true);
    const run = await importAll(baseUrl, await signIn(baseUrl, adminPassword), file, categoryCode, false);
    return { rows: IMPORT_ROWS, bytes: file.length, dryRun, run };
  });
}
