/**
 * A file to import as records: CSV in the public `act,prompt` format (extra columns description,
 * category, lan, tags read where present; title,prompt accepted too) or the site's JSON dump
 * (/prompts.json's page, its list, or any array of {title|act, prompt}). Streamed through
 * csv-parse. A file that cannot be read as a whole (not UTF-8, empty, no prompt column, broken
 * JSON, a runaway record) is refused before any row is looked at.
 */
import { Readable } from "node:stream";
import { parse } from "csv-parse";
import { IMPORT_MAX_RECORD, IMPORT_ROWS_MAX } from "../../../contract/prompt-files.ts";
import { AppError } from "../../lib/errors.ts";
import type { MessageKey } from "../../lib/messages.ts";

export type ImportRecord = { line: number; title: string; prompt: string; description?: string; categories: string[]; lan?: string };

const fileError = (key: MessageKey, params: Record<string, string | number> = {}) => new AppError(422, 42200, key, params);

function decode(file: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(file);
  } catch {
    throw fileError("importNotUtf8");
  }
}

const text = (value: unknown) => (typeof value === "string" ? value : value === undefined || value === null ? "" : String(value));
const list = (value: string) =>
  value
    .split(/[|,，、]/)
    .map((v) => v.trim())
    .filter(Boolean);

async function csvRecords(content: string): Promise<ImportRecord[]> {
  const parser = Readable.from([content]).pipe(
    parse({
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: IMPORT_MAX_RECORD,
      info: true,
      raw: true,
    }),
  );
  const records: ImportRecord[] = [];
  try {
    for await (const { record, info, raw } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number }; raw: string }>) {
      if (records.length === 0 && !("prompt" in record)) throw fileError("importNoPromptColumn");
      if (records.length >= IMPORT_ROWS_MAX) throw fileError("importTooManyRows", { max: IMPORT_ROWS_MAX });
      // The record's first line: where it ended, less the line breaks inside it.
      const line = info.lines - (raw.replace(/^(\r?\n)+|\r?\n$/g, "").match(/\n/g)?.length ?? 0);
      records.push({
        line,
        title: text(record.act ?? record.title).trim(),
        prompt: text(record.prompt).trim(),
        description: record.description?.trim() || undefined,
        categories: list(text(record.category ?? record.categories)),
        lan: record.lan?.trim() || undefined,
      });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    const line = (error as { lines?: number }).lines ?? 0;
    throw fileError(code === "CSV_MAX_RECORD_SIZE" ? "importRecordTooLong" : "importCsvInvalid", { line });
  }
  return records;
}

type JsonItem = { act?: unknown; title?: unknown; prompt?: unknown; description?: unknown; categories?: unknown; category?: unknown; lan?: unknown };

function jsonRecords(content: string): ImportRecord[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw fileError("importJsonInvalid");
  }
  const items = Array.isArray(parsed) ? parsed : (parsed as { list?: unknown })?.list;
  if (!Array.isArray(items)) throw fileError("importJsonInvalid");
  if (items.length > IMPORT_ROWS_MAX) throw fileError("importTooManyRows", { max: IMPORT_ROWS_MAX });
  return items.map((raw, i) => {
    const item = (raw && typeof raw === "object" ? raw : {}) as JsonItem;
    const categories = Array.isArray(item.categories)
      ? item.categories.map((c) => text(typeof c === "object" && c ? (c as { code?: unknown }).code : c)).filter(Boolean)
      : list(text(item.category));
    return {
      line: i + 1,
      title: text(item.title ?? item.act).trim(),
      prompt: text(item.prompt).trim(),
      description: text(item.description).trim() || undefined,
      categories,
      lan: text(item.lan) || undefined,
    };
  });
}

export async function readImportFile(file: Buffer): Promise<ImportRecord[]> {
  const content = decode(file).replace(/^\uFEFF/, "");
  if (content.trim() === "") throw fileError("importEmpty");
  const records = /^\s*[[{]/.test(content) ? jsonRecords(content) : await csvRecords(content);
  if (records.length === 0) throw fileError("importEmpty");
  return records;
}
