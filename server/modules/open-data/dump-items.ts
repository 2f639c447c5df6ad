/** A public prompt as the dumps give it: its text in one language, its address there, no private field. */
import type { Language } from "../../../contract/constants.ts";
import { localisedPath } from "../../../contract/language-paths.ts";
import type { DumpPrompt } from "../../../contract/open-data.ts";
import type { Db } from "../../db/client.ts";
import { enrichPrompts, promptTexts, type EnrichedPrompt } from "../catalog/enrich.ts";
import type { PromptRow } from "../../db/prompt-row.ts";

/** The prompt's page in `lang`. */
const pageUrl = (origin: string, code: string, lang: Language) => `${origin}${localisedPath(`/detail/${encodeURIComponent(code)}`, lang)}`;

const isoOf = (epochSeconds: string) => new Date(Number(epochSeconds) * 1000).toISOString();

function toDumpPrompt(item: EnrichedPrompt, lang: Language, origin: string): DumpPrompt {
  return {
    code: item.code,
    title: item.title,
    prompt: item.prompt,
    description: item.description,
    variables: item.variables,
    categories: item.categories.map((c) => ({ code: c.code, name: c.category })),
    tags: item.tags.map((t) => t.title),
    author: item.author.nickName,
    counts: {
      views: item.cnt.clickCnt,
      copies: item.cnt.copyCnt,
      shares: item.cnt.shareCnt,
      favourites: item.cnt.markCnt,
      ratings: item.cnt.rateCnt,
      score: item.cnt.score,
    },
    createTime: isoOf(item.createTime),
    updateTime: isoOf(item.updateTime),
    lan: item.lan,
    machine: item.version.machine,
    url: pageUrl(origin, item.code, lang),
  };
}

export async function dumpPrompts(db: Db, rows: PromptRow[], lang: Language, origin: string): Promise<DumpPrompt[]> {
  return (await enrichPrompts(db, rows, lang, null)).map((item) => toDumpPrompt(item, lang, origin));
}

/** A dumped prompt with only what the CSV's columns hold. */
export type CsvPrompt = Pick<DumpPrompt, "code" | "title" | "prompt" | "tags" | "lan" | "url"> & { categories: Array<{ name: string }> };

/** The CSV's columns of dumpPrompts' items, read and made without the JSON's other fields (see promptTexts). */
export async function csvPrompts(db: Db, rows: PromptRow[], lang: Language, origin: string): Promise<CsvPrompt[]> {
  return (await promptTexts(db, rows, lang)).map((item) => ({
    code: item.code,
    title: item.title,
    prompt: item.prompt,
    categories: item.categories.map((c) => ({ name: c.category })),
    tags: item.tags.map((t) => t.title),
    lan: item.lan,
    url: pageUrl(origin, item.code, lang),
  }));
}
