/**
 * Imports a file's records as prompts of the caller: each row is checked as the prompt form
 * checks it (the same schema and messages), against the prompts the caller can see (same
 * normalised text: skipped, naming the prompt) and against earlier rows of the file. A dry run
 * reports; a real run creates the rows of its batch through the same write path as the form, so
 * they are searchable at once and queued for translation.
 */
import type { Language } from "../../../contract/constants.ts";
import { AdminPromptBodySchema, PromptLanguageSchema, UserPromptBodySchema } from "../../../contract/prompts.ts";
import type { ImportOutcome, ImportQuery, ImportReport, ImportRow } from "../../../contract/prompt-files.ts";
import { isAdmin, type AuthUser } from "../../lib/access.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError } from "../../lib/errors.ts";
import { translate, type MessageKey } from "../../lib/messages.ts";
import { findDuplicates } from "../prompts/duplicate-text.ts";
import { createPrompt, createPrompts, newPrompt, type NewPrompt, type PromptInput } from "../prompts/write-service.ts";
import { detectLanguage } from "../translation/language-detect.ts";
import { categoryLookup } from "./category-lookup.ts";
import type { ImportRecord } from "./import-file.ts";
import { parsedFile } from "./parsed-files.ts";
import "./messages.ts";

function languageOf(record: ImportRecord, asked: ImportQuery["lan"]): Language {
  if (asked !== "auto") return asked;
  const stated = PromptLanguageSchema.safeParse(record.lan);
  return stated.success ? stated.data : detectLanguage(`${record.title}\n${record.prompt}`);
}

type Addition = { row: ImportRow; lan: Language; input: PromptInput; hash: string };

/**
 * Writes the batch's new rows in one transaction (createPrompts). When the write path refuses one
 * of them (a prompt with the same text written meanwhile, say), nothing of the batch was written:
 * each is then written alone, so every row gets its own outcome as the form would give it.
 */
async function writeAdditions(ctx: AppContext, actor: AuthUser, callerLan: Language, additions: Addition[]): Promise<void> {
  const prompts: NewPrompt[] = [];
  for (const { lan, input } of additions) prompts.push(await newPrompt(ctx, actor, lan, input));
  try {
    const created = await createPrompts(ctx, actor, prompts);
    for (const [k, { row }] of additions.entries()) Object.assign(row, { outcome: "added", code: created[k]!.code });
    return;
  } catch (error) {
    if (!refusal(error)) throw error;
  }
  for (const [k, { row }] of additions.entries()) {
    try {
      Object.assign(row, { outcome: "added", code: (await createPrompt(ctx, actor, prompts[k]!)).code });
    } catch (error) {
      if (!refusal(error)) throw error;
      Object.assign(row, { outcome: error.status === 409 ? "skip" : "error", reason: translate(callerLan, error.key, error.params) });
    }
  }
}

/** A row the write path turned down (a duplicate, an unknown category), as opposed to a failure of the request. */
const refusal = (error: unknown): error is AppError => error instanceof AppError && error.status < 500 && error.status !== 429;

/** `beforeWrite` runs before each prompt is added (the write limit of a user's prompts); its refusal ends the batch, the rows before it written. */
export async function importPrompts(
  ctx: AppContext,
  actor: AuthUser,
  callerLan: Language,
  file: Buffer,
  query: ImportQuery,
  beforeWrite: () => Promise<void>,
): Promise<ImportReport> {
  const db = ctx.database.db;
  const { records, hashes } = await parsedFile(file);
  const lookup = await categoryLookup(db);
  const target = query.categoryCode ? lookup(query.categoryCode) : undefined;
  if (query.categoryCode && target === undefined) throw new AppError(422, 42200, "importCategoryUnknown", { code: query.categoryCode });
  if (target === undefined && !query.mapCategory) throw new AppError(422, 42200, "importCategoryRequired");
  if (query.offset > records.length) throw new AppError(422, 42200, "importRangeInvalid");
  const admin = isAdmin(actor);
  const schema = admin ? AdminPromptBodySchema : UserPromptBodySchema;

  // Rows before this batch count as already in the file, so a row that repeats one of them is skipped in every batch alike.
  const seen = new Map<string, number>();
  for (const [index, hash] of hashes.slice(0, query.offset).entries()) {
    if (hash && !seen.has(hash)) seen.set(hash, records[index]!.line);
  }
  const rows: ImportRow[] = [];
  const candidates: Addition[] = [];

  const end = Math.min(records.length, query.offset + query.limit);
  for (let index = query.offset; index < end; index++) {
    const record = records[index]!;
    const row: ImportRow = { line: record.line, title: record.title, outcome: "add" };
    rows.push(row);
    const lan = languageOf(record, query.lan);
    const mapped = query.mapCategory ? record.categories.map(lookup).filter((id): id is number => id !== undefined) : [];
    const categoryIds = mapped.length > 0 ? mapped : target !== undefined ? [target] : [];
    const body = {
      title: record.title,
      prompt: record.prompt,
      description: record.description ?? "",
      categoryIds,
      ...(admin ? { lan, vipLevel: query.vipLevel } : {}),
    };
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      // The contract's schemas name a catalogue key as their message; the types cannot see it.
      Object.assign(row, { outcome: "error", reason: translate(callerLan, parsed.error.issues[0]!.message as MessageKey) });
      continue;
    }
    const hash = hashes[index]!;
    const earlier = seen.get(hash);
    if (earlier !== undefined) {
      Object.assign(row, { outcome: "skip", reason: translate(callerLan, "importDuplicateLine", { line: earlier }) });
      continue;
    }
    seen.set(hash, record.line);
    const input = admin
      ? { role: "admin" as const, body: AdminPromptBodySchema.parse(body) }
      : { role: "user" as const, body: UserPromptBodySchema.parse(body) };
    candidates.push({ row, lan, input, hash });
  }

  // The catalogue's copies of the whole batch in one statement.
  const duplicates = await findDuplicates(
    db,
    actor,
    callerLan,
    candidates.map((c) => c.hash),
  );
  const additions: Addition[] = [];
  for (const candidate of candidates) {
    const duplicate = duplicates.get(candidate.hash);
    if (duplicate)
      Object.assign(candidate.row, {
        outcome: "skip",
        code: duplicate.code,
        reason: translate(callerLan, "importDuplicateOf", { code: duplicate.code, title: duplicate.title }),
      });
    else additions.push(candidate);
  }
  if (!query.dryRun) {
    const allowed: Addition[] = [];
    try {
      for (const addition of additions) {
        await beforeWrite();
        allowed.push(addition);
      }
    } finally {
      await writeAdditions(ctx, actor, callerLan, allowed);
    }
  }
  const counts: Record<ImportOutcome, number> = { add: 0, added: 0, skip: 0, error: 0 };
  for (const row of rows) counts[row.outcome] += 1;
  return { total: records.length, offset: query.offset, rows, counts, next: end < records.length ? end : null };
}
