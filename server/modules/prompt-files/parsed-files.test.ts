/** The import's file cache: one parse per file while it is among the last two, never a kept refusal. */
import { describe, expect, it } from "vitest";
import { textHash } from "../prompts/duplicate-text.ts";
import { parsedFile } from "./parsed-files.ts";

const csv = (n: number) => Buffer.from(`act,prompt\nFile ${n},"Write, with ""quotes"", poem ${n}"\n写作 ${n},写一首关于秋天的诗 ${n}\n`);

describe("parsedFile", () => {
  it("reads a file once while it is among the last two, with each row's text hash", async () => {
    const first = parsedFile(csv(1));
    expect(parsedFile(Buffer.from(csv(1)))).toBe(first);
    const { records, hashes } = await first;
    expect(records.map((r) => r.title)).toEqual(["File 1", "写作 1"]);
    expect(hashes).toEqual(records.map((r) => textHash(r.prompt)));
    parsedFile(csv(2));
    expect(parsedFile(csv(1))).toBe(first);
    parsedFile(csv(3));
    parsedFile(csv(4));
    expect(parsedFile(csv(1))).not.toBe(first);
  });

  it("does not keep a file it refused", async () => {
    const empty = Buffer.from("");
    const refused = parsedFile(empty);
    await expect(refused).rejects.toMatchObject({ status: 422, key: "importEmpty" });
    expect(parsedFile(empty)).not.toBe(refused);
    await expect(parsedFile(empty)).rejects.toBeDefined();
  });
});
