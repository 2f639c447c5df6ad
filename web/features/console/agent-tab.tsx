import { useState, type FormEvent } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import type { AgentAddPromptReply } from "../../../contract/translation.ts";
import { toast } from "../../components/toast/toast-store.ts";
import { consoleApi, defaultClient, type ConsoleClient } from "./console-api.ts";
import { toastLoadFailed, toastWriteFailed } from "./console-toasts.ts";
import { FormField } from "../../components/form-field.tsx";
import { TabHeader } from "./tab-header.tsx";
import { inputClass, panel, primaryButton, secondaryButton } from "./ui.ts";
import { useLoad } from "./use-load.ts";

export interface AgentTabProps {
  headingId: string;
  onChanged(): void;
  /** The draft was filed: the console opens it in the prompt form for review and publishing. */
  onDraft(reply: AgentAddPromptReply): void;
  client?: ConsoleClient;
}

type AgentErrors = { categoryId?: string; prompt?: string };

/** Agent entry: a category and raw prompt text; the agent turns it into a draft. */
export function AgentTab({ headingId, onChanged, onDraft, client = defaultClient }: AgentTabProps) {
  const { t, i18n } = useTranslation("console");
  const language = i18n.language;
  const categories = useLoad(
    () => consoleApi.listCategories(client),
    language,
    (error) => toastLoadFailed(t, "categories", error),
  );
  const [categoryId, setCategoryId] = useState("");
  const [prompt, setPrompt] = useState("");
  const [errors, setErrors] = useState<AgentErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const reset = () => {
    setCategoryId("");
    setPrompt("");
    setErrors({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A category is required; the text is required after trimming.
    const found: AgentErrors = {};
    if (!categoryId) found.categoryId = t("errors.agentCategoryRequired");
    if (!prompt.trim()) found.prompt = t("errors.agentPromptRequired");
    setErrors(found);
    if (found.categoryId || found.prompt) return;
    setSubmitting(true);
    try {
      const reply = await consoleApi.agentAddPrompt(client, Number(categoryId), prompt.trim());
      // The server's sentence says which path wrote the draft (the model, or the offline fallback and why).
      toast.info(reply.notice || t("agent.submitted"));
      reset();
      onChanged();
      onDraft(reply);
    } catch (error) {
      toastWriteFailed(t, "save", error);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="space-y-4">
      <TabHeader id={headingId} title={t("agent.heading")} description={t("agent.tabIntro")} />
      <form onSubmit={submit} noValidate aria-labelledby={headingId} className={`${panel} space-y-4 p-4 sm:p-6`}>
        <FormField label={t("agent.category")} required error={errors.categoryId} className="sm:max-w-xs">
          {(control) => (
            <select {...control} value={categoryId} onChange={(e) => setCategoryId(e.target.value)} className={inputClass}>
              <option value="">{t("agent.chooseCategory")}</option>
              {(categories.data ?? []).map((c) => (
                <option key={c.cid} value={c.cid}>
                  {c.img ? `${c.img} ` : ""}
                  {c.category}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t("agent.prompt")} required error={errors.prompt} hint={t("agent.promptHint")}>
          {(control) => <textarea {...control} rows={10} value={prompt} onChange={(e) => setPrompt(e.target.value)} className={inputClass} />}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={submitting} className={primaryButton}>
            {submitting ? t("actions.submitting") : t("actions.submit")}
          </button>
          <button type="button" onClick={reset} disabled={submitting} className={secondaryButton}>
            {t("actions.reset")}
          </button>
        </div>
      </form>
    </div>
  );
}
