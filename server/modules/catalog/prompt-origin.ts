/** The "based on" link of a prompt saved from another (issue 19). */
import { and, eq } from "drizzle-orm";
import type { PromptDetail } from "../../../contract/catalog.ts";
import type { Language } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import { prompts } from "../../db/schema.ts";
import { loadVersions } from "./enrich.ts";
import { pickVersion } from "./localise.ts";
import { readableBy } from "./prompt-list-repository.ts";
import type { Viewer } from "./viewer.ts";

/** The original, titled in the reader's language, when the reader may open it; otherwise no link. */
export async function originalOf(db: Db, viewer: Viewer, lan: Language, originalId: number): Promise<PromptDetail["basedOn"]> {
  const [original] = await db
    .select({ id: prompts.id, code: prompts.code, lan: prompts.lan })
    .from(prompts)
    .where(and(readableBy(viewer), eq(prompts.id, originalId)))
    .limit(1);
  if (!original) return null;
  const picked = pickVersion((await loadVersions(db, [original.id])).get(original.id) ?? new Map(), lan, original.lan);
  return picked ? { code: original.code, title: picked.version.title } : null;
}
