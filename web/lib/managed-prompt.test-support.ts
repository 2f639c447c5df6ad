import type { ManagedPrompt } from "../../contract/prompts.ts";

/** For tests: a back-office list row (console and my prompts), published, with the given fields over plain ones. */
export function managedPrompt(fields: Partial<ManagedPrompt> = {}): ManagedPrompt {
  const id = fields.id ?? 1;
  return {
    id,
    code: `code${id}`,
    title: "周报生成",
    prompt: "提示词正文",
    description: "",
    author: { nickName: "me", avatar: "" },
    cnt: { rateCnt: 0, score: 0, clickCnt: 5, copyCnt: 2, shareCnt: 0, markCnt: 1 },
    categories: [],
    categoryIds: [],
    tags: [],
    marked: 0,
    createTime: "1757837100",
    updateTime: "1757837100",
    lan: "zh-CN",
    vipLevel: 0,
    variables: [],
    tips: "",
    demo: [],
    source: "",
    ignoreTrans: false,
    status: "published",
    ...fields,
  };
}
