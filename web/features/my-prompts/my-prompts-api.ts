/**
 * The calls of the my-prompts page, over the app's request client. Reads skip
 * the GET cache: the owner must see what they just wrote, and deletePrompt is a GET that the
 * cache would otherwise keep; after it the cache is emptied so no page shows the prompt again.
 */
import type { UserPromptStats } from "../../../contract/accounts.ts";
import type { CategorySummary } from "../../../contract/catalog.ts";
import type { Language } from "../../../contract/constants.ts";
import type { ManagedPromptPage, PromptWriteReply } from "../../../contract/prompts.ts";
import { api } from "../../lib/api.ts";
import type { RequestClient } from "../../lib/request/client-types.ts";

/** What the page needs of a client; tests hand in a fake. */
export type MyPromptsClient = Pick<RequestClient, "get" | "post" | "upload" | "clearCache">;

export const defaultClient: MyPromptsClient = api;

const fresh = { cache: false } as const;

/** Back-office lists ask for 100 at a time. */
export const PAGE_SIZE = 100;

export type ListFilter = { title: string; categoryCode: string };

export const myPromptsApi = {
  list: (client: MyPromptsClient, filter: ListFilter, page: number) =>
    client.get<ManagedPromptPage>(
      "/admin/api/listPrompt",
      { queryMyPrompts: "true", limit: PAGE_SIZE, page, title: filter.title.trim() || undefined, categoryCode: filter.categoryCode || undefined },
      fresh,
    ),
  /** One of the user's own prompts by its code, or null when they have none with it. */
  one: async (client: MyPromptsClient, code: string) => {
    const page = await client.get<ManagedPromptPage>("/admin/api/listPrompt", { queryMyPrompts: "true", code, limit: 1 }, fresh);
    return page.list[0] ?? null;
  },
  stats: (client: MyPromptsClient) => client.get<UserPromptStats>("/api/user/detail", undefined, fresh),
  /** The current language's list goes through the cache; the others are only for matching typed names. */
  categories: (client: MyPromptsClient, lan: Language, current: boolean) =>
    client.get<CategorySummary[]>("/api/listCategory", undefined, current ? undefined : { cache: false, headers: { "X-LAN": lan } }),
  add: (client: MyPromptsClient, body: Record<string, unknown>) => client.post<PromptWriteReply>("/admin/api/addPrompt", body),
  update: (client: MyPromptsClient, body: Record<string, unknown>) => client.post<PromptWriteReply>("/admin/api/updatePrompt", body),
  remove: async (client: MyPromptsClient, promptId: number) => {
    const done = await client.get<boolean>("/admin/api/deletePrompt", { promptId }, fresh);
    client.clearCache();
    return done;
  },
};
