import { describe, expect, it } from "vitest";
import { lowPriorityPreloads } from "./low-priority-preloads.ts";

const HEAD =
  '<head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  "<title>提示词广场</title></head>";
const EXPECTED =
  '<head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" fetchPriority="low" href="/assets/entry.client.js"/><link rel="modulepreload" fetchPriority="low" href="/assets/root.js"/>' +
  "<title>提示词广场</title></head>";

async function pipeThrough(chunks: Buffer[]): Promise<string> {
  const stream = lowPriorityPreloads();
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => out.push(Buffer.from(chunk)));
  const ended = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await ended;
  return Buffer.concat(out).toString("utf8");
}

describe("lowPriorityPreloads", () => {
  it("marks each module preload low priority and leaves the rest as it was", async () => {
    expect(await pipeThrough([Buffer.from(HEAD)])).toBe(EXPECTED);
  });

  it("gives the same document however the bytes are split, tags and UTF-8 characters included", async () => {
    const bytes = Buffer.from(HEAD);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await pipeThrough([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(EXPECTED);
    }
  });
});
