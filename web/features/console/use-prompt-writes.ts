import { useState } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { toast } from "../../components/toast/toast-store.ts";
import type { ManagedPrompt } from "../../../contract/prompts.ts";
import { consoleApi, type ConsoleClient } from "./console-api.ts";
import { toastDone, toastWriteFailed } from "./console-toasts.ts";

export interface PromptWritesOptions {
  client: ConsoleClient;
  /** The group being filled (group mode), with its title for the confirmations. */
  group: { markId: number; title: string } | undefined;
  /** After any successful write: reload the list, the groups and the stat cards. */
  onWritten(): void;
}

/**
 * The prompts tab's writes: save, delete, and the group membership changes. Deletes, removals
 * and adding everything displayed ask first; rows being written are disabled.
 */
export type PromptWrites = ReturnType<typeof usePromptWrites>;

export function usePromptWrites({ client, group, onWritten }: PromptWritesOptions) {
  const { t } = useTranslation("console");
  const { confirm, dialog } = useConfirm();
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());

  async function withBusy(ids: number[], work: () => Promise<void>) {
    setBusyIds((s) => new Set([...s, ...ids]));
    try {
      await work();
    } finally {
      setBusyIds((s) => new Set([...s].filter((id) => !ids.includes(id))));
    }
  }

  const ask = (title: string, message: string, confirmLabel: string, danger: boolean) =>
    confirm({ title, message, confirmLabel, cancelLabel: t("actions.cancel"), danger });

  async function save(body: Record<string, unknown>): Promise<boolean> {
    try {
      if (body.id === undefined) await consoleApi.addPrompt(client, body);
      else await consoleApi.updatePrompt(client, body);
      toastDone(t("toasts.saved"));
      onWritten();
      return true;
    } catch (error) {
      toastWriteFailed(t, "save", error);
      return false;
    }
  }

  async function remove(prompt: ManagedPrompt) {
    if (!(await ask(t("prompts.deleteTitle"), t("prompts.confirmDelete", { name: prompt.title }), t("actions.delete"), true))) return;
    await withBusy([prompt.id], async () => {
      try {
        await consoleApi.deletePrompt(client, prompt.id);
        toastDone(t("toasts.deleted"));
        onWritten();
      } catch (error) {
        toastWriteFailed(t, "delete", error);
      }
    });
  }

  async function addToGroup(prompts: ManagedPrompt[]) {
    if (!group || prompts.length === 0) return;
    const ids = prompts.map((p) => p.id);
    await withBusy(ids, async () => {
      try {
        const { added } = await consoleApi.addToGroup(client, group.markId, ids);
        toastDone(t("toasts.added", { count: added, group: group.title }));
        onWritten();
      } catch (error) {
        toastWriteFailed(t, "add", error);
      }
    });
  }

  async function addAll(displayed: ManagedPrompt[]) {
    if (!group) return;
    const addable = displayed.filter((p) => !p.tags.some((g) => g.markId === group.markId));
    if (addable.length === 0) {
      toast.info(t("toasts.nothingToAdd"));
      return;
    }
    if (
      !(await ask(
        t("prompts.group.addAllTitle"),
        t("prompts.group.confirmAddAll", { count: addable.length, group: group.title }),
        t("prompts.group.addAllConfirm"),
        false,
      ))
    )
      return;
    await addToGroup(addable);
  }

  async function removeFromGroup(prompt: ManagedPrompt) {
    if (!group) return;
    if (
      !(await ask(
        t("prompts.group.removeTitle"),
        t("prompts.group.confirmRemove", { name: prompt.title, group: group.title }),
        t("prompts.removeFromGroup"),
        true,
      ))
    )
      return;
    await withBusy([prompt.id], async () => {
      try {
        await consoleApi.removeFromGroup(client, group.markId, prompt.id);
        toastDone(t("toasts.removed", { group: group.title }));
        onWritten();
      } catch (error) {
        toastWriteFailed(t, "remove", error);
      }
    });
  }

  return { busyIds, dialog, save, remove, addOne: (prompt: ManagedPrompt) => addToGroup([prompt]), addAll, removeFromGroup };
}
