/**
 * Agent entry (POST /admin/api/agentAddPrompt): raw prompt text becomes a draft prompt for the
 * console's form. The model writes the entry when configured; without one, or when its reply is
 * unusable, a deterministic offline draft is made instead and the reply says which and why.
 * The draft is created through the prompt module's addPrompt with status "draft" (see
 * docs/decisions/009-agent-drafts.md); publishing is the console's updatePrompt.
 */
import type { Language } from "../../../contract/constants.ts";
import { AdminPromptBodySchema } from "../../../contract/prompts.ts";
import type { AgentAddPromptBody, AgentAddPromptReply, AgentDraft, AgentOfflineReason, AgentPath } from "../../../contract/translation.ts";
import type { AuthUser } from "../../lib/access.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { errors } from "../../lib/errors.ts";
import type { LlmClient } from "../../lib/llm/client.ts";
import { LlmError, describeLlmError } from "../../lib/llm/errors.ts";
import { translate } from "../../lib/messages.ts";
import { convertVersion } from "../prompts/version-plan.ts";
import { addPrompt } from "../prompts/write-service.ts";
import { modelDraft, type AgentCategory, type ModelDraft } from "./agent-model.ts";
import { offlineDraft, type AgentText } from "./agent-offline.ts";
import { agentCategories } from "./agent-repository.ts";
import { detectLanguage } from "./language-detect.ts";
import { writePromptMachineVersions, type PromptText } from "./version-repository.ts";
import "./messages.ts";

type Drafted = { path: AgentPath; offlineReason?: AgentOfflineReason; text: AgentText; extraIds: number[]; translation?: ModelDraft["translation"] };
type Logger = { warn(details: object, message: string): void };

function offlineReasonOf(error: unknown): AgentOfflineReason {
  if (error instanceof LlmError && (error.code === "timeout" || error.code === "unavailable" || error.code === "invalid_reply")) return error.code;
  return "unavailable";
}

async function draft(
  llm: LlmClient | undefined,
  log: Logger,
  input: { text: string; lan: Language; categories: AgentCategory[]; chosen: AgentCategory },
): Promise<Drafted> {
  if (!llm) return { path: "offline", offlineReason: "not_configured", text: offlineDraft(input.text, input.lan), extraIds: [] };
  try {
    const model = await modelDraft(llm, input);
    const idOf = new Map(input.categories.map((c) => [c.code, c.id]));
    const extraIds = model.extraCategoryCodes.flatMap((code) => idOf.get(code) ?? []);
    return { path: "llm", text: model, extraIds, translation: model.translation };
  } catch (error) {
    log.warn({ reason: describeLlmError(error) }, "agent entry fell back to the offline draft");
    return { path: "offline", offlineReason: offlineReasonOf(error), text: offlineDraft(input.text, input.lan), extraIds: [] };
  }
}

/** The model's translation, stored as machine versions (English source: zh-TW follows by OpenCC). */
async function storeTranslation(ctx: AppContext, promptId: number, translation: { lan: Language; text: PromptText }): Promise<Language[]> {
  const writes: Array<[Language, PromptText]> = [[translation.lan, translation.text]];
  if (translation.lan === "zh-CN") writes.push(["zh-TW", convertVersion(translation.text, "zh-CN", "zh-TW")]);
  const at = ctx.clock.now();
  await ctx.database.db.transaction(async (tx) => {
    await writePromptMachineVersions(tx, promptId, writes, at);
  });
  return writes.map(([lan]) => lan);
}

export async function agentAddPrompt(
  ctx: AppContext,
  llm: LlmClient | undefined,
  log: Logger,
  actor: AuthUser,
  callerLan: Language,
  body: AgentAddPromptBody,
): Promise<AgentAddPromptReply> {
  const categories = await agentCategories(ctx.database.db);
  const chosen = categories.find((c) => c.id === body.categoryId);
  if (!chosen) throw errors.unprocessable("categoryUnknown", { ids: body.categoryId });
  const lan = detectLanguage(body.prompt);
  const drafted = await draft(llm, log, { text: body.prompt, lan, categories, chosen });

  // Through the admin schema, so the draft is normalised exactly as the console's form would be.
  const form = AdminPromptBodySchema.parse({
    title: drafted.text.title,
    categoryIds: [chosen.id, ...drafted.extraIds],
    prompt: body.prompt,
    tips: drafted.text.tips,
    demo: drafted.text.demo,
    vipLevel: 0,
    lan,
    source: "",
    status: "draft",
  });
  const created = await addPrompt(ctx, actor, lan, { role: "admin", body: form });
  const chinese: Language[] = lan === "en" ? [] : [lan === "zh-CN" ? "zh-TW" : "zh-CN"];
  const translated = drafted.translation ? await storeTranslation(ctx, created.id, drafted.translation) : [];

  const draftForm: AgentDraft = {
    id: created.id,
    title: form.title,
    prompt: form.prompt,
    tips: form.tips,
    demo: form.demo.map((d) => ({ input: d.input, out: d.out, inputImgs: d.inputImgs ?? [], outImgs: d.outImgs ?? [] })),
    categoryIds: form.categoryIds,
    lan,
    vipLevel: 0,
    source: "",
    ignoreTrans: false,
    status: "draft",
  };
  return {
    promptId: created.id,
    code: created.code,
    path: drafted.path,
    ...(drafted.offlineReason ? { offlineReason: drafted.offlineReason } : {}),
    notice: translate(callerLan, `agent.notice.${drafted.offlineReason ?? "llm"}`),
    description: drafted.text.description,
    suggestedCategoryIds: drafted.extraIds,
    languages: [...new Set<Language>([lan, ...chinese, ...translated])],
    draft: draftForm,
  };
}
