/**
 * The whole public catalogue as one CSV per language, streamed in batches (memory stays flat at
 * 100,000 prompts) and kept on disk as it is written: the next download is the file, until a write
 * that changes public content (the response cache's generation) makes it stale.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { once } from "node:events";
import type { Language } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { publicPromptsAfter } from "./dump-repository.ts";
import { csvHeader, csvLines } from "./dump-csv.ts";
import { csvPrompts } from "./dump-items.ts";

const BATCH = 500;
const LEFTOVER_MS = 24 * 60 * 60 * 1000;

/** The CSV text, a batch of prompts at a time. */
async function* csvChunks(db: Db, lang: Language, origin: string): AsyncGenerator<string> {
  yield csvHeader();
  let afterId = 0;
  for (;;) {
    const rows = await publicPromptsAfter(db, afterId, BATCH);
    if (rows.length === 0) return;
    afterId = rows[rows.length - 1]!.id;
    yield csvLines(await csvPrompts(db, rows, lang, origin));
  }
}

export type CsvDownload = { body: Readable; etag?: string };

export function createCsvExport(db: Db, origin: string, dir: string, generation: () => number) {
  /** The finished file of each language and the cache generation it was written in. */
  const finished = new Map<Language, { file: string; generation: number; etag: string }>();

  /** Writes each chunk to the reader and to a temporary file; a whole file replaces the kept one. */
  async function* writeThrough(lang: Language, startedIn: number): AsyncGenerator<string> {
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `prompts-${lang}-${process.pid}-${Date.now()}.csv`);
    const out = fs.createWriteStream(file);
    const hash = createHash("sha1");
    let complete = false;
    try {
      for await (const chunk of csvChunks(db, lang, origin)) {
        hash.update(chunk);
        if (!out.write(chunk)) await once(out, "drain");
        yield chunk;
      }
      complete = true;
    } finally {
      out.end();
      await once(out, "close");
      const previous = finished.get(lang);
      if (complete && generation() === startedIn) {
        finished.set(lang, { file, generation: startedIn, etag: `W/"${hash.digest("base64url").slice(0, 22)}"` });
        if (previous) fs.rmSync(previous.file, { force: true });
      } else {
        // The reader left, or a write landed meanwhile: this copy is not the catalogue as it is.
        fs.rmSync(file, { force: true });
      }
    }
  }

  return {
    download(lang: Language): CsvDownload {
      const kept = finished.get(lang);
      if (kept && kept.generation === generation() && fs.existsSync(kept.file)) return { body: fs.createReadStream(kept.file), etag: kept.etag };
      return { body: Readable.from(writeThrough(lang, generation())) };
    },
    /** Removes files an earlier process left (a day old: another instance on the same folder may still be writing its own). */
    sweep(now: number) {
      if (!fs.existsSync(dir)) return;
      for (const name of fs.readdirSync(dir)) {
        const file = path.join(dir, name);
        if (now - fs.statSync(file).mtimeMs > LEFTOVER_MS) fs.rmSync(file, { force: true });
      }
    },
  };
}
