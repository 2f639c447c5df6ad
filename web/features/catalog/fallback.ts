/**
 * When the catalogue cannot be loaded, the page says so (toast) and still shows
 * sample prompts, whose texts live in the catalog catalogue of each language.
 */
import type { TFunction } from "../../lib/i18n.ts";
import type { PromptDetail, PromptItem } from "../../../contract/catalog.ts";
import type { Language } from "../../../contract/constants.ts";

type Sample = { code: string; title: string; description: string; prompt: string; category: string };

function samples(t: TFunction<"catalog">): Sample[] {
  const value: unknown = t("fallback.samples", { returnObjects: true });
  return Array.isArray(value) ? (value as Sample[]) : [];
}

export function fallbackPrompts(t: TFunction<"catalog">, lang: Language): PromptItem[] {
  return samples(t).map((s, i) => ({
    id: -(i + 1),
    code: s.code,
    title: s.title,
    prompt: s.prompt,
    description: s.description,
    author: { nickName: t("fallback.author"), avatar: "" },
    cnt: { rateCnt: 0, score: 0, clickCnt: 0, copyCnt: 0, shareCnt: 0, markCnt: 0 },
    categories: [{ code: s.code.split("-")[0] ?? "", category: s.category, tags: [] }],
    tags: [],
    marked: 0,
    createTime: "",
    updateTime: "",
    lan: lang,
    vipLevel: 0,
    // Stand-ins offer no fill-in form.
    variables: [],
  }));
}

/** The detail page's stand-in: the first sample, or the one whose code was asked for. */
export function fallbackDetail(t: TFunction<"catalog">, lang: Language, code: string): PromptDetail {
  const items = fallbackPrompts(t, lang);
  const item = items.find((i) => i.code === code) ?? items[0]!;
  return { ...item, demo: [], tips: "", source: "", recommends: [], rates: [], versions: [], myRate: null };
}
