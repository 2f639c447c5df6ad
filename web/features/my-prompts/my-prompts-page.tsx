/**
 * /admin, the user's own prompts: statistics beside the list, the list with its
 * search and category filter, and the add / edit form further down. Editing loads the prompt into
 * the form and scrolls to it; a successful submit closes the form and reloads the list. Arriving
 * with a prompt's code (/admin?edit=, the detail page's "edit") opens that prompt the same way.
 */
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import type { ManagedPrompt } from "../../../contract/prompts.ts";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { toast } from "../../components/toast/toast-store.ts";
import { PromptImportButton } from "../../components/prompt-import-button.tsx";
import { EmptyState } from "./empty-state.tsx";
import { ExportLinks } from "./export-links.tsx";
import { EMPTY_FORM, formOf, type PromptFormValues } from "./form-model.ts";
import { ListToolbar } from "./list-toolbar.tsx";
import { defaultClient, myPromptsApi, type MyPromptsClient } from "./my-prompts-api.ts";
import { PromptForm, type PromptFormHandle } from "./prompt-form.tsx";
import { PromptList } from "./prompt-list.tsx";
import { StatsPanel } from "./stats-panel.tsx";
import { refusalOf } from "../../lib/request/errors.ts";
import { toastFailure } from "./toasts.ts";
import { useCategoryOptions } from "./use-category-options.ts";
import { NAMESPACE } from "./namespace.ts";
import { usePromptList } from "./use-prompt-list.ts";
import { useUserStats } from "./use-user-stats.ts";
import { primaryButton, secondaryButton } from "./ui.ts";
import { PlusIcon } from "../../components/icons.tsx";

type Editor = { open: false } | { open: true; values: PromptFormValues; serial: number };

type Props = {
  client?: MyPromptsClient;
  /** A prompt of the user's to open in the form on arrival. */
  editCode?: string | null;
  /** Called once editCode has been handled (opened or refused), so the address can drop it. */
  onEditHandled?: () => void;
};

export function MyPromptsPage({ client = defaultClient, editCode = null, onEditHandled }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const list = usePromptList(client);
  const { stats, reload: reloadStats } = useUserStats(client);
  const categories = useCategoryOptions(client);
  const { confirm, dialog } = useConfirm();
  const [editor, setEditor] = useState<Editor>({ open: false });
  const formSection = useRef<HTMLDivElement>(null);
  const formHandle = useRef<PromptFormHandle>(null);
  const serial = useRef(0);
  const scrollOnOpen = useRef(false);

  const openForm = (values: PromptFormValues, scroll = true) => {
    scrollOnOpen.current = scroll;
    setEditor({ open: true, values, serial: ++serial.current });
  };

  const editorSerial = editor.open ? editor.serial : 0;
  useEffect(() => {
    if (!editorSerial || !scrollOnOpen.current) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    formSection.current?.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
    formHandle.current?.focusFirst();
  }, [editorSerial]);

  const settleEdit = useEffectEvent((found: { item: ManagedPrompt | null } | { error: unknown }) => {
    if ("error" in found) return toastFailure(found.error, t("admin.prompts.loadError"), "my-prompts-edit");
    if (found.item) openForm(formOf(found.item));
    else toast.error(t("admin.form.error.notMine"), { id: "my-prompts-edit" });
    onEditHandled?.();
  });
  useEffect(() => {
    if (!editCode) return;
    let live = true;
    myPromptsApi.one(client, editCode).then(
      (item) => live && settleEdit({ item }),
      (error: unknown) => live && settleEdit({ error }),
    );
    return () => {
      live = false;
    };
  }, [client, editCode]);

  async function save(body: Record<string, unknown>) {
    const editing = body.id !== undefined;
    try {
      await (editing ? myPromptsApi.update(client, body) : myPromptsApi.add(client, body));
    } catch (error) {
      const reason = refusalOf(error);
      toastFailure(error, reason ? t("admin.form.error.submitWithReason", { reason }) : t("admin.form.error.submit"), "my-prompts-submit");
      throw error;
    }
    toast.success(t(editing ? "admin.form.success.update" : "admin.form.success.create"));
    setEditor({ open: false });
    await Promise.all([list.refresh(), reloadStats()]);
  }

  async function remove(item: ManagedPrompt) {
    const yes = await confirm({
      title: t("admin.prompts.confirmDelete.title"),
      message: t("admin.prompts.confirmDelete.message", { title: item.title }),
      confirmLabel: t("admin.prompts.confirmDelete.confirm"),
      cancelLabel: t("admin.prompts.confirmDelete.cancel"),
      danger: true,
    });
    if (!yes) return;
    try {
      await myPromptsApi.remove(client, item.id);
    } catch (error) {
      return toastFailure(error, t("admin.prompts.deleteError"), "my-prompts-delete");
    }
    toast.success(t("admin.prompts.deleteSuccess"));
    if (editor.open && editor.values.id === item.id) setEditor({ open: false });
    await Promise.all([list.refresh(), reloadStats()]);
  }

  const { state } = list;
  const showEmpty = state.status !== "loading" && state.items.length === 0;
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">{t("page.title")}</h1>
          <p className="phrase-wrap mt-1 max-w-2xl text-sm text-slate-600">{t("page.subtitle")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <PromptImportButton
            path="/api/user/importPrompts"
            admin={false}
            categories={categories.map((c) => ({ code: c.code, name: c.name }))}
            client={client}
            onImported={() => void Promise.all([list.refresh(), reloadStats()])}
          />
          <button type="button" className={primaryButton} onClick={() => openForm(EMPTY_FORM)}>
            <PlusIcon className="size-4" />
            {t("admin.prompts.add")}
          </button>
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <aside className="lg:sticky lg:top-20 lg:self-start">
          <StatsPanel prompts={list.allTotal} views={stats?.clickedCnt ?? null} usage={stats?.usedCnt ?? null} />
        </aside>

        <div className="flex min-w-0 flex-col gap-6">
          <section aria-label={t("admin.prompts.listLabel")} aria-busy={state.status === "loading" || undefined} className="flex flex-col gap-4">
            <ListToolbar filter={list.filter} categories={categories} onChange={list.change} onSearch={list.searchNow} />
            <ExportLinks />
            {state.status === "loading" && state.items.length === 0 ? (
              <p className="flex items-center gap-2 py-10 text-sm text-slate-500" role="status">
                <span className="size-4 animate-spin rounded-full border-2 border-teal-600 border-t-transparent" aria-hidden="true" />
                {t("admin.prompts.loading")}
              </p>
            ) : showEmpty ? (
              <EmptyState filtered={list.filtered} onClear={list.clear} onAdd={() => openForm(EMPTY_FORM)} />
            ) : (
              <PromptList items={state.items} onEdit={(item) => openForm(formOf(item))} onDelete={(item) => void remove(item)} />
            )}
            {state.hasMore && (
              <button type="button" className={`${secondaryButton} self-center`} disabled={state.status === "loading"} onClick={() => void list.loadMore()}>
                {t("admin.prompts.loadMore")}
              </button>
            )}
          </section>

          {editor.open && (
            <div ref={formSection} className="scroll-mt-20">
              <PromptForm
                key={editor.serial}
                ref={formHandle}
                initial={editor.values}
                categories={categories}
                onSubmit={save}
                onReset={() => openForm(EMPTY_FORM, false)}
                onClose={() => setEditor({ open: false })}
              />
            </div>
          )}
        </div>
      </div>
      {dialog}
    </main>
  );
}
