/** The console's category writes: versions per language, codes, and deletion only when empty. */
import type { AddCategoryBody, AdminCategory, AdminCategoryVersion, UpdateCategoryBody } from "../../../contract/console.ts";
import { LANGUAGES, type Language } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { errors } from "../../lib/errors.ts";
import { codeCandidate, randomSuffix } from "./category-code.ts";
import {
  deleteCategoryRow,
  findCategoryRecord,
  insertCategory,
  isCodeTaken,
  listCategoryRecords,
  promptCountOf,
  promptCountsByCategory,
  replaceVersions,
  updateCategoryRow,
  type CategoryRecord,
  type Tx,
} from "./category-repository.ts";
import { planVersions, type SubmittedVersion } from "./category-versions.ts";
import "./messages.ts";

type Writer = { lan: Language; now: Date };

/** What the request says about each language: the top-level fields win for their own language. */
function submittedVersions(body: AddCategoryBody | UpdateCategoryBody, lan: Language, currentIntro = ""): Partial<Record<Language, SubmittedVersion>> {
  const submitted: Partial<Record<Language, SubmittedVersion>> = {};
  for (const [other, version] of Object.entries(body.i18n ?? {}) as Array<[Language, { category: string; intro: string } | undefined]>) {
    if (version) submitted[other] = { name: version.category, intro: version.intro };
  }
  return { ...submitted, [lan]: { name: body.category, intro: body.intro ?? currentIntro } };
}

function nearestVersion(record: CategoryRecord, lan: Language) {
  return record.versions.get(lan) ?? record.versions.get(record.lan as Language) ?? [...record.versions.values()][0];
}

function toAdminCategory(record: CategoryRecord, counts: ReadonlyMap<number, number>, lan: Language): AdminCategory {
  const shown = nearestVersion(record, lan);
  const i18n: Partial<Record<Language, AdminCategoryVersion>> = {};
  for (const language of LANGUAGES) {
    const v = record.versions.get(language);
    if (v) i18n[language] = { category: v.name, intro: v.intro, machine: v.machine };
  }
  return {
    cid: record.id,
    code: record.code,
    lan: record.lan as Language,
    category: shown?.name ?? record.code,
    intro: shown?.intro ?? "",
    img: record.img,
    tags: record.tags,
    sort: record.sort,
    cnt: counts.get(record.id) ?? 0,
    i18n,
  };
}

export async function listAdminCategories(db: Db, lan: Language): Promise<AdminCategory[]> {
  const [records, counts] = await Promise.all([listCategoryRecords(db), promptCountsByCategory(db)]);
  return records.map((record) => toAdminCategory(record, counts, lan));
}

async function readBack(db: Tx, id: number, lan: Language): Promise<AdminCategory> {
  const record = await findCategoryRecord(db, id);
  if (!record) throw errors.notFound("categoryNotFound");
  return toAdminCategory(record, new Map([[id, await promptCountOf(db, id)]]), lan);
}

async function newCode(db: Tx, names: string[]): Promise<string> {
  const candidate = codeCandidate(names);
  return (await isCodeTaken(db, candidate)) ? `${candidate}-${randomSuffix(4)}` : candidate;
}

export async function addCategory(db: Db, body: AddCategoryBody, writer: Writer): Promise<AdminCategory> {
  const lan = body.lan ?? writer.lan;
  const versions = planVersions(new Map(), submittedVersions(body, lan));
  return db.transaction(async (tx) => {
    if (body.code !== undefined && (await isCodeTaken(tx, body.code))) throw errors.conflict("categoryCodeTaken", { code: body.code });
    const englishFirst = [versions.get("en")?.name, body.category].filter((n): n is string => Boolean(n));
    const code = body.code ?? (await newCode(tx, englishFirst));
    const id = await insertCategory(tx, { code, img: body.img, tags: body.tags, sort: body.sort, lan }, writer.now);
    if (id === undefined) throw errors.conflict("categoryCodeTaken", { code });
    await replaceVersions(tx, id, versions);
    return readBack(tx, id, writer.lan);
  });
}

export async function updateCategory(db: Db, body: UpdateCategoryBody, writer: Writer): Promise<AdminCategory> {
  const lan = body.lan ?? writer.lan;
  return db.transaction(async (tx) => {
    const current = await findCategoryRecord(tx, body.id, true);
    if (!current) throw errors.notFound("categoryNotFound");
    const code = body.code ?? current.code;
    if (code !== current.code && (await isCodeTaken(tx, code, current.id))) throw errors.conflict("categoryCodeTaken", { code });
    const versions = planVersions(current.versions, submittedVersions(body, lan, current.versions.get(lan)?.intro));
    await updateCategoryRow(
      tx,
      current.id,
      { code, img: body.img ?? current.img, tags: body.tags ?? current.tags, sort: body.sort ?? current.sort, lan },
      writer.now,
    );
    await replaceVersions(tx, current.id, versions);
    return readBack(tx, current.id, writer.lan);
  });
}

/**
 * Refused while any prompt (of any status) is in the category: a cascade would silently take
 * prompts out of their only category. The row lock keeps a prompt from joining meanwhile.
 */
export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findCategoryRecord(tx, id, true);
    if (!current) throw errors.notFound("categoryNotFound");
    const count = await promptCountOf(tx, id);
    if (count > 0) throw errors.conflict("categoryHasPrompts", { count });
    await deleteCategoryRow(tx, id);
  });
}
