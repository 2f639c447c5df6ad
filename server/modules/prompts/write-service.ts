/**
 * Creating, editing and deleting prompts. A signed-in user writes their own prompts; an
 * administrator writes any. Each write is one transaction over the prompt row, its categories,
 * its language versions and its search columns.
 */
import type { DemoExample } from "../../../contract/catalog.ts";
import type { Language } from "../../../contract/constants.ts";
import { OWNER_STATUSES, type AdminPromptBody, type PromptWriteReply, type UserPromptBody } from "../../../contract/prompts.ts";
import type { Db } from "../../db/client.ts";
import { isAdmin, type AuthUser } from "../../lib/access.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { errors } from "../../lib/errors.ts";
import { deriveDescription } from "./description.ts";
import { assertNotDuplicate, textHash } from "./duplicate-text.ts";
import "./messages.ts";
import { newPromptCode } from "./prompt-code.ts";
import * as repo from "./repository.ts";
import * as search from "../search/index.ts";
import { planVersions, type StoredVersion, type VersionText } from "./version-plan.ts";
import { publicationOf } from "../../lib/review-policy.ts";

/** The validated body: the admin schema's output for administrators, the user schema's for everyone else. */
export type PromptInput = { role: "admin"; body: AdminPromptBody } | { role: "user"; body: UserPromptBody };

const CODE_ATTEMPTS = 5;

/** What an owner may change: their published and private prompts, and one awaiting review (withdrawn or edited). */
const isOwnerStatus = (status: string) => (OWNER_STATUSES as readonly string[]).includes(status) || status === "pending";
const asReviewed = (status: string, publication: string) => (status === "published" || status === "pending" ? publication : status);

/**
 * Published writes of users are checked for duplicates (duplicate-text.ts). A private prompt is
 * not, so "save as mine" copies freely (a copy of someone else's prompt is its point); the copy
 * meets the check when it is published. Administrators curate the catalogue and are not checked.
 */
const checksDuplicates = (actor: AuthUser, hash: string, status: string) => hash !== "" && status === "published" && !isAdmin(actor);

/** Someone else's prompt is answered as a missing one, so ids cannot be probed (issue #22). */
function assertOwner(actor: AuthUser, authorId: number | null) {
  if (actor.id !== authorId && !isAdmin(actor)) throw errors.notFound("promptNotFound");
}

async function assertCategoriesExist(db: Db, ids: number[]) {
  const found = new Set(await repo.existingCategoryIds(db, ids));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw errors.unprocessable("categoryUnknown", { ids: missing.join(", ") });
}

/** @param previous the source version before this write (undefined when creating). */
function sourceText({ role, body }: PromptInput, previous: StoredVersion | undefined): VersionText {
  // A user's form has no image lists: the images an administrator added stay with their example.
  const demo = role === "admin" ? body.demo : body.demo.map((d, i) => ({ ...keepImages(previous?.demo[i]), ...d }));
  return { title: body.title, prompt: body.prompt, description: descriptionOf(body.description, body.prompt, previous), tips: body.tips, demo };
}

/**
 * A description sent is kept; an empty one is derived from the text. Not sent, the stored one
 * stays, unless it was itself derived from the old text: then it follows the new text.
 */
function descriptionOf(sent: string | undefined, prompt: string, previous: StoredVersion | undefined): string {
  if (sent) return sent;
  const written = previous?.description && previous.description !== deriveDescription(previous.prompt);
  return sent === undefined && written ? previous.description : deriveDescription(prompt);
}

function keepImages(previous: DemoExample | undefined): Partial<DemoExample> {
  return {
    ...(previous?.inputImgs?.length ? { inputImgs: previous.inputImgs } : {}),
    ...(previous?.outImgs?.length ? { outImgs: previous.outImgs } : {}),
  };
}

/** Stores the versions the plan asks for, then recomputes the search columns from all of them. */
async function writeVersions(
  tx: Db,
  promptId: number,
  existing: StoredVersion[],
  change: { lan: Language; text: VersionText; previousLan: string | null; ignoreTrans: boolean },
  at: Date,
) {
  const { lan, text, previousLan, ignoreTrans } = change;
  const plan = planVersions(existing, { lan, text }, previousLan, ignoreTrans);
  await repo.removeVersions(tx, promptId, plan.remove);
  await repo.upsertVersions(tx, promptId, plan.upsert, at);
  await search.index(tx, promptId, await repo.loadStoredVersions(tx, promptId));
}

/** The texts a blocked term is looked for in: everything a reader would see. */
function textsOf({ body }: PromptInput): string[] {
  return [body.title, body.prompt, body.description ?? "", body.tips, ...body.demo.flatMap((d) => [d.input, d.out])];
}

/**
 * The status a write stores when it asks for `requested`: a prompt to be published (or already
 * awaiting review) is published or waits for review, as the review policy says for its author and
 * text; private and draft ones are nobody's to read, so they are not judged until published.
 */
async function reviewedStatus(ctx: AppContext, actor: AuthUser, input: PromptInput, requested: string): Promise<string> {
  if (requested !== "published" && requested !== "pending") return requested;
  return publicationOf(ctx, actor, textsOf(input), "prompt");
}

export async function addPrompt(ctx: AppContext, actor: AuthUser, callerLan: Language, input: PromptInput): Promise<PromptWriteReply> {
  return createPrompt(ctx, actor, await newPrompt(ctx, actor, callerLan, input));
}

/** What addPrompt inserts for a form's body: the settings the caller may choose, the status review gives, the text with its description. */
export async function newPrompt(ctx: AppContext, actor: AuthUser, callerLan: Language, input: PromptInput): Promise<NewPrompt> {
  const admin = input.role === "admin" ? input.body : undefined;
  const settings: repo.PromptSettings = {
    lan: admin?.lan ?? callerLan,
    vipLevel: admin?.vipLevel ?? 0,
    source: admin?.source ?? "",
    ignoreTrans: admin?.ignoreTrans ?? false,
    status: await reviewedStatus(ctx, actor, input, input.body.status ?? "published"),
  };
  return { settings, categoryIds: input.body.categoryIds, text: sourceText(input, undefined) };
}

export type NewPrompt = { settings: repo.PromptSettings; categoryIds: number[]; text: VersionText; basedOnId?: number };

/** Inserts a prompt of `actor` with its categories, its versions and its search columns. */
export async function createPrompt(ctx: AppContext, actor: AuthUser, prompt: NewPrompt): Promise<PromptWriteReply> {
  const [created] = await createPrompts(ctx, actor, [prompt]);
  return created!;
}

/** Inserts the rows, drawing another code for each row whose code is taken; the rows in the order of `values`. */
async function insertWithCodes(tx: Db, values: Array<Omit<repo.NewPromptRow, "code">>): Promise<PromptWriteReply[]> {
  const rows: Array<PromptWriteReply | undefined> = values.map(() => undefined);
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const pending = values.flatMap((value, k) => (rows[k] ? [] : [{ k, row: { ...value, code: newPromptCode() } }]));
    if (pending.length === 0) break;
    const inserted = new Map(
      (
        await repo.insertPrompts(
          tx,
          pending.map((p) => p.row),
        )
      ).map((row) => [row.code, row]),
    );
    for (const { k, row } of pending) {
      // Two rows of one statement that drew the same code: only the first got it.
      rows[k] = inserted.get(row.code);
      inserted.delete(row.code);
    }
  }
  if (rows.some((row) => !row)) throw errors.conflict();
  return rows as PromptWriteReply[];
}

/**
 * createPrompt for several prompts in one transaction, all or none, with a few statements for the
 * whole batch instead of a dozen per prompt (an import writes hundreds at once). The texts are
 * distinct from each other: the duplicate check sees the catalogue, not the rest of the batch.
 */
export async function createPrompts(ctx: AppContext, actor: AuthUser, items: NewPrompt[]): Promise<PromptWriteReply[]> {
  const at = ctx.clock.now();
  const hashes = items.map((item) => textHash(item.text.prompt));
  const created = await ctx.database.db.transaction(async (tx) => {
    await assertCategoriesExist(tx, [...new Set(items.flatMap((item) => item.categoryIds))]);
    // In hash order, so two batches sharing texts take their locks in the same order.
    const checked = items.flatMap((item, k) =>
      checksDuplicates(actor, hashes[k]!, item.settings.status) ? [{ lan: item.settings.lan, hash: hashes[k]! }] : [],
    );
    for (const { lan, hash } of checked.sort((a, b) => (a.hash < b.hash ? -1 : 1))) await assertNotDuplicate(tx, actor, lan, hash);
    const rows = await insertWithCodes(
      tx,
      items.map((item, k) => ({ ...item.settings, authorId: actor.id, basedOnId: item.basedOnId ?? null, textHash: hashes[k]!, at })),
    );
    await repo.insertPromptCategories(
      tx,
      items.flatMap((item, k) => item.categoryIds.map((categoryId) => ({ promptId: rows[k]!.id, categoryId }))),
    );
    // A new prompt has no versions yet: the plan only adds, and what it adds is what the search indexes.
    const versions = items.map((item) => planVersions([], { lan: item.settings.lan as Language, text: item.text }, null, item.settings.ignoreTrans).upsert);
    await repo.upsertPromptVersions(
      tx,
      versions.flatMap((list, k) => list.map((v) => ({ promptId: rows[k]!.id, ...v }))),
      at,
    );
    await search.indexMany(
      tx,
      versions.map((list, k) => ({ promptId: rows[k]!.id, versions: list })),
    );
    return rows;
  });
  for (const row of created) await onPromptWritten(ctx, row.id);
  return created;
}

export async function updatePrompt(ctx: AppContext, actor: AuthUser, id: number, input: PromptInput): Promise<PromptWriteReply> {
  const at = ctx.clock.now();
  // Judged before the transaction: the policy reads the account, and PGlite has one connection.
  const publication = await reviewedStatus(ctx, actor, input, "published");
  const updated = await ctx.database.db.transaction(async (tx) => {
    const current = await repo.lockPrompt(tx, id);
    if (!current) throw errors.notFound("promptNotFound");
    assertOwner(actor, current.authorId);
    await assertCategoriesExist(tx, input.body.categoryIds);
    const admin = input.role === "admin" ? input.body : undefined;
    // Absent admin fields keep their value, except ignoreTrans, which the console sends only when true.
    // A user's edit keeps the language: the form shows the source text whatever the UI language is.
    const settings: repo.PromptSettings = {
      lan: admin?.lan ?? current.lan,
      vipLevel: admin?.vipLevel ?? current.vipLevel,
      source: admin?.source ?? current.source,
      ignoreTrans: admin ? admin.ignoreTrans : current.ignoreTrans,
      // An owner publishes or withdraws; a draft under review or a prompt moderation hid stays so.
      // A prompt to be published is judged again with its new text (it may wait for review).
      status: asReviewed(admin || isOwnerStatus(current.status) ? (input.body.status ?? current.status) : current.status, publication),
    };
    const existing = await repo.loadStoredVersions(tx, id);
    const previous = existing.find((v) => v.lan === current.lan);
    const text = sourceText(input, previous);
    const hash = textHash(text.prompt);
    // Checked when the text changes or the prompt goes public (an unchanged copy being published),
    // not on every edit: a prompt published before the check keeps its other fields editable.
    const newlyShown = current.status !== "published" || current.textHash !== hash;
    if (newlyShown && checksDuplicates(actor, hash, settings.status)) await assertNotDuplicate(tx, actor, settings.lan, hash, id);
    await repo.updatePromptSettings(tx, id, { ...settings, textHash: hash }, at);
    await repo.replacePromptCategories(tx, id, input.body.categoryIds);
    const change = { lan: settings.lan as Language, text, previousLan: current.lan, ignoreTrans: settings.ignoreTrans };
    await writeVersions(tx, id, existing, change, at);
    return { id, code: current.code };
  });
  await onPromptWritten(ctx, id);
  return updated;
}

/** See docs/decisions/005-prompt-deletion.md for what goes with the prompt. */
export async function deletePrompt(ctx: AppContext, actor: AuthUser, id: number): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const current = await repo.findPromptOwner(tx, id);
    if (!current) throw errors.notFound("promptNotFound");
    assertOwner(actor, current.authorId);
    if (current.authorId !== actor.id) await repo.recordAudit(tx, { actorId: actor.id, action: "prompt.delete", targetId: id });
    await repo.deletePromptRow(tx, id);
  });
}

/**
 * Runs after every committed add or update. The other Chinese script is already stored by then,
 * and machine versions made stale by the edit are gone (version-plan.ts). The machine translation
 * (another module) queues its work here; until it writes, readers of a missing language get the
 * source language. A prompt everyone may read is announced to search engines when that is on.
 */
export async function onPromptWritten(ctx: AppContext, promptId: number): Promise<void> {
  await ctx.translations.promptWritten(promptId);
  if (!ctx.announce) return;
  const prompt = await repo.findPromptVisibility(ctx.database.db, promptId);
  if (prompt?.status === "published" && prompt.vipLevel === 0) ctx.announce(`/detail/${encodeURIComponent(prompt.code)}`);
}
