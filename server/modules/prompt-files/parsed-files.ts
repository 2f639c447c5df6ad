/**
 * The import dialog sends the whole file with every batch (decision 031), so the last few files
 * read are kept by their SHA-256 with each row's text hash: a 10,000-row file is parsed and hashed
 * once per run instead of once per batch of 500 (each parse about a second, and every batch hashed
 * all the rows before it). Only a cache: a file not here (another instance, or pushed out) is read
 * again, and a file that cannot be read is not kept.
 */
import { createHash } from "node:crypto";
import { textHash } from "../prompts/duplicate-text.ts";
import { readImportFile, type ImportRecord } from "./import-file.ts";

export type ParsedFile = { records: ImportRecord[]; hashes: string[] };

/** Two: a dry run and the real run of one file, or two people importing at once, without holding more. */
const KEPT = 2;
const files = new Map<string, Promise<ParsedFile>>();

export function parsedFile(file: Buffer): Promise<ParsedFile> {
  const key = createHash("sha256").update(file).digest("hex");
  const kept = files.get(key);
  // A Map iterates in insertion order: re-inserting makes this the most recently used.
  files.delete(key);
  const parsed = kept ?? readImportFile(file).then((records) => ({ records, hashes: records.map((record) => textHash(record.prompt)) }));
  files.set(key, parsed);
  if (!kept) parsed.catch(() => files.delete(key));
  for (const oldest of files.keys()) if (files.size > KEPT) files.delete(oldest);
  return parsed;
}
