import { describe, expect, it } from "vitest";
import { IMPORT_MAX_RECORD } from "../../../contract/prompt-files.ts";
import { AppError } from "../../lib/errors.ts";
import { readImportFile } from "./import-file.ts";

const read = (text: string | Buffer) => readImportFile(Buffer.isBuffer(text) ? text : Buffer.from(text));
async function refusal(text: string | Buffer) {
  const error = await read(text).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { key: (error as AppError).key, params: (error as AppError).params };
}

describe("reading an import file", () => {
  it("reads the public act,prompt CSV with quoted commas, quotes and new lines, and the first line of each record", async () => {
    const records = await read('\uFEFFact,prompt\n"标题, 一","第一行\n第二行 ""引号"""\nTitle two,Prompt two\n\nT3,"a\nb\nc"\nT4,p4\n');
    expect(records.map((r) => [r.line, r.title, r.prompt])).toEqual([
      [2, "标题, 一", '第一行\n第二行 "引号"'],
      [4, "Title two", "Prompt two"],
      [6, "T3", "a\nb\nc"],
      [9, "T4", "p4"],
    ]);
  });

  it("reads the optional columns, in any case, and title in place of act", async () => {
    const [record] = await read("Title,PROMPT,description,category,lan\nT,P,D,写作|coding,zh-TW\n");
    expect(record).toEqual({ line: 2, title: "T", prompt: "P", description: "D", categories: ["写作", "coding"], lan: "zh-TW" });
  });

  it("reads the site's JSON dump and a plain array", async () => {
    const dump = JSON.stringify({ list: [{ title: "A", prompt: "B", categories: [{ code: "writing", name: "写作" }], lan: "en" }] });
    expect(await read(dump)).toEqual([{ line: 1, title: "A", prompt: "B", description: undefined, categories: ["writing"], lan: "en" }]);
    expect((await read('[{"act":"x","prompt":"y"}]'))[0]).toMatchObject({ title: "x", prompt: "y" });
  });

  it("refuses a file it cannot read as a whole, saying why", async () => {
    expect(await refusal("")).toEqual({ key: "importEmpty", params: {} });
    expect(await refusal("act,prompt\n")).toEqual({ key: "importEmpty", params: {} });
    expect(await refusal("name,text\n1,2\n")).toEqual({ key: "importNoPromptColumn", params: {} });
    expect(await refusal('{"x":1}')).toEqual({ key: "importJsonInvalid", params: {} });
    expect(await refusal("[1, 2")).toEqual({ key: "importJsonInvalid", params: {} });
    expect((await refusal('act,prompt\n"unclosed,1\n')).key).toBe("importCsvInvalid");
    // 你好 in GBK.
    expect(await refusal(Buffer.from([0x61, 0x63, 0x74, 0x2c, 0x70, 0x0a, 0xc4, 0xe3, 0xba, 0xc3]))).toEqual({ key: "importNotUtf8", params: {} });
    expect(await refusal(`act,prompt\nshort,ok\nlong,"${"x".repeat(IMPORT_MAX_RECORD + 10)}"\n`)).toEqual({ key: "importRecordTooLong", params: { line: 3 } });
  });
});
