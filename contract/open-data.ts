/**
 * The open-data dumps (issue #21): every public prompt as JSON pages and as one CSV, for tools that
 * import prompt lists. Apart from the /api calls; nothing private is ever in them.
 */
import { z } from "zod";
import { messageKeys } from "./message-keys.ts";
import { DEFAULT_LANGUAGE, DUMP_PAGE_SIZE_DEFAULT, DUMP_PAGE_SIZE_MAX, LANGUAGES, type Language } from "./constants.ts";
import type { PromptVariable } from "./variables.ts";

const msg = messageKeys("open-data");

export const DumpLanguageQuerySchema = z.object({ lang: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE) }).strict();

export const DumpPageQuerySchema = DumpLanguageQuerySchema.extend({
  page: z.coerce.number({ error: msg.invalid_type }).int().min(1).max(1_000_000).default(1),
  size: z.coerce.number({ error: msg.invalid_type }).int().min(1).max(DUMP_PAGE_SIZE_MAX).default(DUMP_PAGE_SIZE_DEFAULT),
}).strict();

export type DumpPrompt = {
  code: string;
  title: string;
  prompt: string;
  description: string;
  variables: PromptVariable[];
  categories: Array<{ code: string; name: string }>;
  tags: string[];
  author: string;
  counts: { views: number; copies: number; shares: number; favourites: number; ratings: number; score: number };
  /** ISO 8601. */
  createTime: string;
  updateTime: string;
  /** The language the text is written in (a prompt with no version in the asked language shows its own). */
  lan: Language;
  /** No person wrote this text: a machine translated or converted it. */
  machine: boolean;
  /** The prompt's page in the asked language. */
  url: string;
};

export type DumpPage = {
  lang: Language;
  page: number;
  size: number;
  total: number;
  hasMore: boolean;
  license: { name: string; url: string };
  list: DumpPrompt[];
};

/** The CSV's columns: `act,prompt` first, as the public CC0 list has them, so tools that read it read ours. */
export const DUMP_CSV_COLUMNS = ["act", "prompt", "code", "category", "tags", "lan", "url"] as const;
