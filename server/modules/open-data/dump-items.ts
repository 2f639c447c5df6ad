/** A public prompt as the dumps give it: its text in one language, its address there, no private field. */
import type { Language } from "../../../contract/constants.ts";
import { localisedPath } from "../../../contract/language-paths.ts";
import type { DumpPrompt } from "../../../contract/open-data.ts";
import type { Db } from "../../db/client.ts";
import { enrichPrompts, type EnrichedPrompt } from "../catalog/enrich.ts";
import type { PromptRow } from "../catalog/prompt-row.ts";

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
    counts: { views: item.cnt.clickCnt, copies: item.cnt.copyCnt, shares: item.cnt.shareCnt, favourites: item.cnt.markCnt, ratings: item.cnt.rateCnt, score: item.cnt.score },
    createTime: isoOf(item.createTime),
    updateTime: isoOf(item.updateTime),
    lan: item.lan,
    machine: item.version.machine,
    url: `${origin}${localisedPath(`/detail/${encodeURIComponent(item.code)}`, lang)}`,
  };
}

export async function dumpPrompts(db: Db, rows: PromptRow[], lang: Language, origin: string): Promise<DumpPrompt[]> {
  return (await enrichPrompts(db, rows, lang, null)).map((item) => toDumpPrompt(item, lang, origin));
}
