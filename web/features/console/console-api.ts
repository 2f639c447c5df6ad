/**
 * The console's calls, over the app's request client. Every read skips the GET
 * cache: an administrator must see what was just written, and the deletes are GETs that
 * the client's cache would not notice. After such a GET write the cache is emptied so the public
 * pages do not show what is gone.
 */
import type {
  AddMarkGroupBody,
  AddCategoryInput,
  AddMarkGroupPromptsReply,
  AdminCategory,
  AdminStats,
  MarkGroup,
  RemoveMarkGroupPromptReply,
  UpdateCategoryInput,
} from "../../../contract/console.ts";
import type { AdminUser, AdminUserPage, UserStatus } from "../../../contract/admin-users.ts";
import type { ReportQueuePage, ReportTargetType, ResolveAction, ResolveReply, ReviewPage } from "../../../contract/reports.ts";
import type { AuditPage, AuditTargetType, ModerateReply, ModerationAction, ModerationPage } from "../../../contract/moderation.ts";
import type { ManagedPromptPage, PromptStatus, PromptWriteReply } from "../../../contract/prompts.ts";
import type { AgentAddPromptReply, TranslationStatusItem } from "../../../contract/translation.ts";
import type { UploadedFile } from "../../../contract/uploads.ts";
import { api } from "../../lib/api.ts";
import type { RequestClient } from "../../lib/request/client-types.ts";

/** What the console needs of a client; tests hand in a fake. */
export type ConsoleClient = Pick<RequestClient, "get" | "post" | "patch" | "upload" | "clearCache">;

export const defaultClient: ConsoleClient = api;

const fresh = { cache: false } as const;

async function getWrite<T>(client: ConsoleClient, path: string, query: Record<string, number>): Promise<T> {
  const data = await client.get<T>(path, query, fresh);
  client.clearCache();
  return data;
}

export const consoleApi = {
  stats: (client: ConsoleClient) => client.get<AdminStats>("/admin/stats", undefined, fresh),

  listCategories: (client: ConsoleClient) => client.get<AdminCategory[]>("/admin/api/listCategories", undefined, fresh),
  addCategory: (client: ConsoleClient, body: AddCategoryInput) => client.post<AdminCategory>("/admin/api/addCategory", body),
  updateCategory: (client: ConsoleClient, body: UpdateCategoryInput) => client.post<AdminCategory>("/admin/api/updateCategory", body),
  deleteCategory: (client: ConsoleClient, categoryId: number) => getWrite<boolean>(client, "/admin/api/deleteCategory", { categoryId }),

  listGroups: (client: ConsoleClient) => client.get<MarkGroup[]>("/admin/api/listMarkGroups", { page: 1, limit: 100 }, fresh),
  addGroup: (client: ConsoleClient, body: AddMarkGroupBody) => client.post<MarkGroup>("/admin/api/addMarkGroup", body),
  updateGroup: (client: ConsoleClient, body: AddMarkGroupBody & { markId: number }) => client.post<MarkGroup>("/admin/api/updateMarkGroup", body),
  deleteGroup: (client: ConsoleClient, markId: number) => getWrite<boolean>(client, "/admin/api/deleteMarkGroup", { markId }),
  addToGroup: (client: ConsoleClient, markId: number, promptIds: number[]) =>
    client.post<AddMarkGroupPromptsReply>("/admin/api/addMarkGroupPrompts", { markId, promptIds }),
  removeFromGroup: (client: ConsoleClient, markId: number, promptId: number) =>
    getWrite<RemoveMarkGroupPromptReply>(client, "/admin/api/removeMarkGroupPrompt", { promptId, markId }),

  listPrompts: (client: ConsoleClient, filter: { title?: string; categoryCode?: string; markId?: number }) =>
    client.get<ManagedPromptPage>(
      "/admin/api/listPrompt",
      { limit: 100, title: filter.title || undefined, categoryCode: filter.categoryCode || undefined, markId: filter.markId },
      fresh,
    ),
  addPrompt: (client: ConsoleClient, body: Record<string, unknown>) => client.post<PromptWriteReply>("/admin/api/addPrompt", body),
  updatePrompt: (client: ConsoleClient, body: Record<string, unknown>) => client.post<PromptWriteReply>("/admin/api/updatePrompt", body),
  deletePrompt: (client: ConsoleClient, promptId: number) => getWrite<boolean>(client, "/admin/api/deletePrompt", { promptId }),

  /** Multipart {categoryId, prompt}: the agent reads the text and files a draft. */
  agentAddPrompt: (client: ConsoleClient, categoryId: number, prompt: string) => {
    const form = new FormData();
    form.set("categoryId", String(categoryId));
    form.set("prompt", prompt);
    return client.upload<AgentAddPromptReply>("/admin/api/agentAddPrompt", form);
  },
  translationStatus: (client: ConsoleClient, promptIds: number[]) =>
    client.get<TranslationStatusItem[]>("/admin/api/translationStatus", { promptIds: promptIds.join(",") }, fresh),
  retryTranslation: (client: ConsoleClient, promptId: number) => client.post<unknown>("/admin/api/retryTranslation", { promptId }),

  listUsers: (client: ConsoleClient, query: { page: number; search?: string }) =>
    client.get<AdminUserPage>("/admin/users", { page: query.page, limit: 20, search: query.search || undefined }, fresh),
  setUserStatus: (client: ConsoleClient, id: number, status: UserStatus) => client.patch<AdminUser>(`/admin/users/${id}/status`, { status }),

  moderationList: (client: ConsoleClient, query: { status: PromptStatus; page: number; title?: string }) =>
    client.get<ModerationPage>("/admin/moderation/prompts", { status: query.status, page: query.page, limit: 20, title: query.title || undefined }, fresh),
  moderate: (client: ConsoleClient, id: number, action: ModerationAction, reason: string) =>
    client.post<ModerateReply>(`/admin/prompts/${id}/moderate`, { action, reason }),
  reports: (client: ConsoleClient, page: number) => client.get<ReportQueuePage>("/admin/reports", { page, limit: 20 }, fresh),
  resolveReports: (client: ConsoleClient, item: { targetType: ReportTargetType; targetId: number }, action: ResolveAction, reason: string) =>
    client.post<ResolveReply>(`/admin/reports/${item.targetType}/${item.targetId}/resolve`, { action, reason }),
  reviewList: (client: ConsoleClient, page: number) => client.get<ReviewPage>("/admin/review", { page, limit: 20 }, fresh),
  review: (client: ConsoleClient, item: { targetType: ReportTargetType; targetId: number }, action: "approve" | "reject", reason: string) =>
    client.post<{ status: string }>(`/admin/review/${item.targetType}/${item.targetId}`, { action, reason }),
  audit: (client: ConsoleClient, query: { page: number; targetType?: AuditTargetType }) =>
    client.get<AuditPage>("/admin/audit", { page: query.page, limit: 20, targetType: query.targetType }, fresh),

  /** Images for the prompt form's image lists; the server checks every file's content. */
  uploadImages: (client: ConsoleClient, files: readonly File[]) => {
    const form = new FormData();
    for (const file of files) form.append("files", file, file.name);
    return client.upload<UploadedFile[]>("/upload/multiple", form);
  },
};
