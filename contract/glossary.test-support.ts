/**
 * One word per concept in each language (issue #23, decision 034). `use` is the word the UI and
 * the server's messages say; `avoid` are the second words a review found for the same concept.
 * `web/locales/glossary.test.ts` and `server/lib/glossary.test.ts` fail when any catalogue string
 * matches an `avoid` pattern, so a new string cannot bring the second word back.
 *
 * Patterns are narrow on purpose: 條 alone is fine in 條件, only the measure word after a number is
 * not; 使用 is fine as "to use", only as the name of the copy count is it not.
 */
import type { Language } from "./constants.ts";

export type GlossaryTerm = { use: string; avoid?: readonly RegExp[] };
export type GlossaryEntry = { concept: string; terms: Partial<Record<Language, GlossaryTerm>> };

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    concept: "a reader's comment on a prompt",
    terms: { "zh-CN": { use: "评论", avoid: [/评价/] }, "zh-TW": { use: "評論", avoid: [/留言/, /評價/] }, en: { use: "comment" } },
  },
  {
    concept: "a score given to a prompt, and how many were given",
    terms: { "zh-CN": { use: "评分" }, "zh-TW": { use: "評分" }, en: { use: "rating" } },
  },
  {
    concept: "send a form",
    terms: { "zh-CN": { use: "提交" }, "zh-TW": { use: "送出", avoid: [/提交/] }, en: { use: "submit" } },
  },
  {
    concept: "make a prompt public",
    terms: { "zh-CN": { use: "发布" }, "zh-TW": { use: "發布", avoid: [/發佈/] }, en: { use: "publish" } },
  },
  {
    concept: "a deletion cannot be taken back",
    terms: { "zh-CN": { use: "无法撤销", avoid: [/无法恢复/] }, "zh-TW": { use: "無法復原", avoid: [/撤銷/] }, en: { use: "cannot be undone" } },
  },
  {
    concept: "a web address (of an image, an avatar, a page)",
    terms: { "zh-CN": { use: "地址" }, "zh-TW": { use: "網址", avoid: [/(?<!郵件)地址/] }, en: { use: "address" } },
  },
  {
    concept: "look at something",
    terms: { "zh-CN": { use: "查看" }, "zh-TW": { use: "檢視", avoid: [/查看/] }, en: { use: "view" } },
  },
  {
    concept: "the measure word of records in a count",
    terms: {
      "zh-CN": { use: "条" },
      // 筆 for rows of a list, 則 for one prompt, comment or report; 條 only in words such as 條件.
      "zh-TW": { use: "筆", avoid: [/(?:\d|\}\}|每|一|幾|這|此)\s*條(?!件)/] },
      en: { use: "(a plural noun)" },
    },
  },
  {
    concept: "a new browser tab",
    terms: { "zh-CN": { use: "新标签页" }, "zh-TW": { use: "新分頁", avoid: [/標籤頁/] }, en: { use: "new tab" } },
  },
  {
    concept: "a search word",
    terms: { "zh-CN": { use: "关键词" }, "zh-TW": { use: "關鍵字", avoid: [/關鍵詞/] }, en: { use: "keyword" } },
  },
  {
    concept: "create a new prompt, category or group",
    terms: { "zh-CN": { use: "新增", avoid: [/添加(?:提示词|分类|分组)/] }, "zh-TW": { use: "新增", avoid: [/添加/] }, en: { use: "add" } },
  },
  {
    concept: "how often a prompt was copied (copyCnt; opening it in an assistant counts too, decision 025)",
    terms: {
      "zh-CN": { use: "复制", avoid: [/使用次数/, /\|\s*使用\s*\|/] },
      "zh-TW": { use: "複製", avoid: [/使用次數/, /\|\s*使用\s*\|/] },
      en: { use: "copies", avoid: [/\bUses\b/, /\btotal uses\b/i, /\}\} uses\b/] },
    },
  },
  {
    concept: "sign in to an account",
    terms: { "zh-CN": { use: "登录" }, "zh-TW": { use: "登入", avoid: [/登錄/] }, en: { use: "sign in", avoid: [/\b[Ll]og ?in\b/] } },
  },
  {
    concept: "electronic mail",
    terms: { "zh-CN": { use: "邮箱" }, "zh-TW": { use: "電子郵件" }, en: { use: "email", avoid: [/\b[Ee]-mail/] } },
  },
  {
    concept: "prompts a reader keeps (markCnt, the favourites list)",
    terms: { "zh-CN": { use: "收藏" }, "zh-TW": { use: "收藏" }, en: { use: "favourites", avoid: [/\b[Bb]ookmark/, /\b[Ff]avorite/] } },
  },
  {
    concept: "quotation marks",
    terms: { "zh-CN": { use: "“”", avoid: [/[「」『』]/] }, "zh-TW": { use: "「」", avoid: [/[“”‘’]/] }, en: { use: "“”", avoid: [/[「」『』]/] } },
  },
  {
    concept: "the colon after a label",
    terms: { "zh-CN": { use: "：", avoid: [/\p{Script=Han}: /u] }, "zh-TW": { use: "：", avoid: [/\p{Script=Han}: /u] }, en: { use: ": ", avoid: [/：/] } },
  },
];

export type GlossaryStray = { concept: string; use: string; found: string };

/** The glossary's `avoid` patterns that `text` matches in `lang`: each is a second word for a concept. */
export function glossaryStrays(text: string, lang: Language): GlossaryStray[] {
  const strays: GlossaryStray[] = [];
  for (const { concept, terms } of GLOSSARY) {
    const term = terms[lang];
    for (const pattern of term?.avoid ?? []) {
      const found = pattern.exec(text)?.[0];
      if (found) strays.push({ concept, use: term!.use, found });
    }
  }
  return strays;
}
