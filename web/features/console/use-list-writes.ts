import { useTranslation } from "../../lib/i18n-react.tsx";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { toastDone, toastWriteFailed } from "./console-toasts.ts";
import type { Editor } from "./use-editor.ts";

export interface ListWritesOptions<T> {
  /** The tab's form: closed after a save, and after deleting the item it shows. */
  editor: Editor<T>;
  /** Loads the list again (useLoad's reload). */
  reload(): void;
  /** Something was written: the stat cards reload. */
  onChanged(): void;
  /** Whether two items are one (their ids match). */
  same(a: T, b: T): boolean;
}

/**
 * The save and delete of a console list that is edited in a form above its table (categories,
 * groups): a write that went through says so, closes the form, reloads the list and the stat cards;
 * one that failed says why and leaves the form as it was. A delete asks first.
 */
export function useListWrites<T>({ editor, reload, onChanged, same }: ListWritesOptions<T>) {
  const { t } = useTranslation("console");
  const { confirm, dialog } = useConfirm();

  /** The form's onSubmit: true when saved (the form then goes away). */
  async function save(write: () => Promise<unknown>): Promise<boolean> {
    try {
      await write();
      toastDone(t("toasts.saved"));
      editor.close();
      reload();
      onChanged();
      return true;
    } catch (error) {
      toastWriteFailed(t, "save", error);
      return false;
    }
  }

  async function remove(item: T, question: { title: string; message: string }, write: () => Promise<unknown>) {
    const yes = await confirm({ ...question, confirmLabel: t("actions.delete"), cancelLabel: t("actions.cancel"), danger: true });
    if (!yes) return;
    try {
      await write();
      toastDone(t("toasts.deleted"));
      if (editor.item !== undefined && same(editor.item, item)) editor.close();
      reload();
      onChanged();
    } catch (error) {
      toastWriteFailed(t, "delete", error);
    }
  }

  return { save, remove, dialog };
}
