/**
 * Importing prompts from a file (issue #21): administrators into the catalogue, users into their
 * own prompts. The file is the request body (CSV in the public `act,prompt` format with optional
 * extra columns, or the site's own JSON dump); what to do with it is the query. A dry run writes
 * nothing and reports each row; the real run adds rows `offset`..`offset + limit`, so a client
 * shows progress batch by batch and a second run of the same file adds nothing twice.
 */
import { z } from "zod";
import { messageKeys } from "./message-keys.ts";
import { LANGUAGES } from "./constants.ts";
import { QueryFlagSchema } from "./catalog.ts";

const msg = messageKeys("prompt-files");

/** Largest file taken, in bytes. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Largest CSV record, in characters: a row longer than any prompt may be is refused by line. */
export const IMPORT_MAX_RECORD = 64 * 1024;
export const IMPORT_BATCH_MAX = 1000;
export const IMPORT_ROWS_MAX = 50_000;
/** Types of file the import takes, for the file picker. */
export const IMPORT_ACCEPT = ".csv,.json,text/csv,application/json";

export const ImportQuerySchema = z
  .object({
    /** The category every row goes to, unless mapped from the file. */
    categoryCode: z.string().trim().toLowerCase().max(64).optional(),
    /** Take each row's category from its `category` column (CSV) or `categories` (JSON) where present. */
    mapCategory: QueryFlagSchema,
    /** A language for every row, or "auto" to tell each row's from its text. */
    lan: z.enum([...LANGUAGES, "auto"], { error: msg.lanInvalid }).default("auto"),
    vipLevel: z.coerce.number({ error: msg.vipLevelInvalid }).int(msg.vipLevelInvalid).min(0, msg.vipLevelInvalid).max(3, msg.vipLevelInvalid).default(0),
    dryRun: QueryFlagSchema,
    offset: z.coerce.number({ error: msg.importRangeInvalid }).int().min(0, msg.importRangeInvalid).max(IMPORT_ROWS_MAX, msg.importRangeInvalid).default(0),
    limit: z.coerce
      .number({ error: msg.importRangeInvalid })
      .int()
      .min(1, msg.importRangeInvalid)
      .max(IMPORT_BATCH_MAX, msg.importRangeInvalid)
      .default(IMPORT_BATCH_MAX),
  })
  .strict();
export type ImportQuery = z.infer<typeof ImportQuerySchema>;

export const IMPORT_OUTCOMES = ["add", "added", "skip", "error"] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** One row of the file: its line (of its first line, for a CSV record over several), what happens or happened to it, and why. */
export type ImportRow = {
  line: number;
  title: string;
  outcome: ImportOutcome;
  /** The reason of a skip or an error, in the caller's language. */
  reason?: string;
  /** The prompt it duplicates (skip), or the one it became (added). */
  code?: string;
};

export type ImportReport = {
  /** Rows in the whole file. */
  total: number;
  offset: number;
  /** The rows of this batch. */
  rows: ImportRow[];
  counts: Record<ImportOutcome, number>;
  /** Where the next batch starts; null after the last. */
  next: number | null;
};

export const EXPORT_FORMATS = ["json", "csv", "md"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const ExportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS, { error: msg.exportFormatInvalid }).default("json") }).strict();
