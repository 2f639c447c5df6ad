/** The catalogue calls the browser makes, over the app's request client. */
import type { PromptDetail, PromptPage, RateReply } from "../../../contract/catalog.ts";
import { NO_VIEW_HEADER, type COUNT_ACTION, type Language } from "../../../contract/constants.ts";
import type { PromptWriteReply } from "../../../contract/prompts.ts";
import type { ReportBody, ReportReply } from "../../../contract/reports.ts";
import { api } from "../../lib/api.ts";
import type { RequestClient } from "../../lib/request/client-types.ts";
import type { ListQuery } from "./filters.ts";

/** What the catalogue needs of a client; tests hand in a fake. */
export type CatalogClient = Pick<RequestClient, "get" | "post" | "clearCache">;

export type CountAction = (typeof COUNT_ACTION)[keyof typeof COUNT_ACTION];

export const defaultClient: CatalogClient = api;

/** Personal lists (favourites, history, a signed-in reader's marks) change under the cache, so they skip it. */
export function fetchPromptPage(client: CatalogClient, query: ListQuery, personal: boolean): Promise<PromptPage> {
  return client.get<PromptPage>("/api/listPrompt", query, personal ? { cache: false } : undefined);
}

/** The signed-in reader's personal copy of a page already served (and counted as a view). */
export function fetchPromptDetail(client: CatalogClient, code: string): Promise<PromptDetail> {
  return client.get<PromptDetail>(`/api/prompt/${encodeURIComponent(code)}`, undefined, { cache: false, headers: { [NO_VIEW_HEADER]: "1" } });
}

export function updateCount(client: CatalogClient, promptCode: string, action: CountAction): Promise<unknown> {
  return client.get("/api/prompt/updateCnt", { promptCode, action }, { cache: false });
}

/** The API's score is 0-10, so a rating sends stars × 2. The reply says whether it was new or replaced the reader's earlier one. */
export function ratePrompt(client: CatalogClient, promptCode: string, stars: number, comment: string): Promise<RateReply> {
  return client.post<RateReply>("/api/prompt/rate", { promptCode, rateComment: comment.trim(), rateScore: stars * 2 });
}

export function mergeFavourites(client: CatalogClient, codes: readonly string[]): Promise<{ added: number }> {
  return client.post<{ added: number }>("/api/user/mergeFavourites", { codes });
}

/** Issue 19: copies the prompt (the version in `lan`, else the UI language's) into the reader's own prompts. */
export function saveAsMine(client: CatalogClient, promptCode: string, lan: Language | undefined): Promise<PromptWriteReply> {
  return client.post<PromptWriteReply>("/api/prompt/saveAsMine", { promptCode, ...(lan ? { lan } : {}) });
}

/** Issue #22: reports a prompt, or one of its comments, to the administrators. */
export function reportItem(client: CatalogClient, body: ReportBody): Promise<ReportReply> {
  return client.post<ReportReply>("/api/report", body);
}
