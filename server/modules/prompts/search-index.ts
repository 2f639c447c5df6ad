/** The search row of a prompt: tokens of every language version, folded to one script. */
import type { Db } from "../../db/client.ts";
import { promptSearch } from "../../db/schema.ts";
import { documentTokens, normaliseForSearch } from "../../lib/search/tokens.ts";

type IndexedText = { title: string; description: string; prompt: string };

export function promptSearchColumns(versions: IndexedText[]) {
  return {
    searchTokens: documentTokens(...versions.flatMap((v) => [v.title, v.description, v.prompt])),
    // A separator no query term can contain keeps a match from spanning two fields.
    titleText: versions.map((v) => normaliseForSearch(v.title)).join("\u0001"),
    searchText: versions.flatMap((v) => [v.title, v.description, v.prompt].map(normaliseForSearch)).join("\u0001"),
  };
}

/** Writes (or replaces) the prompt's row in prompt_search from all its stored versions. */
export async function writePromptSearch(db: Pick<Db, "insert">, promptId: number, versions: IndexedText[]) {
  const columns = promptSearchColumns(versions);
  await db.insert(promptSearch).values({ promptId, ...columns }).onConflictDoUpdate({ target: promptSearch.promptId, set: columns });
}
