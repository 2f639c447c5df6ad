import { useTranslation } from "../../lib/i18n-react.tsx";
import type { AddCategoryInput, AdminCategory, UpdateCategoryInput } from "../../../contract/console.ts";
import { CategoryForm } from "./category-form.tsx";
import { CategoryTable } from "./category-table.tsx";
import { consoleApi, defaultClient, type ConsoleClient } from "./console-api.ts";
import { toastLoadFailed } from "./console-toasts.ts";
import { TabHeader } from "./tab-header.tsx";
import { primaryButton } from "./ui.ts";
import { useEditor } from "./use-editor.ts";
import { useListWrites } from "./use-list-writes.ts";
import { useLoad } from "./use-load.ts";
import { PlusIcon } from "../../components/icons.tsx";

export interface CategoriesTabProps {
  headingId: string;
  /** Something was written: the stat cards reload. */
  onChanged(): void;
  client?: ConsoleClient;
}

/** Categories tab: add button, form, table with edit and delete. */
export function CategoriesTab({ headingId, onChanged, client = defaultClient }: CategoriesTabProps) {
  const { t, i18n } = useTranslation("console");
  const language = i18n.language;
  const list = useLoad(
    () => consoleApi.listCategories(client),
    language,
    (error) => toastLoadFailed(t, "categories", error),
  );
  const editor = useEditor<AdminCategory>();
  const writes = useListWrites({ editor, reload: list.reload, onChanged, same: (a, b) => a.cid === b.cid });

  const save = (body: AddCategoryInput | UpdateCategoryInput) =>
    writes.save(() => ("id" in body ? consoleApi.updateCategory(client, body) : consoleApi.addCategory(client, body)));

  function remove(category: AdminCategory) {
    const message = [
      t("categories.confirmDelete", { name: category.category }),
      category.cnt > 0 ? t("categories.confirmDeleteHasPrompts", { count: category.cnt }) : "",
    ]
      .join(" ")
      .trim();
    return writes.remove(category, { title: t("categories.deleteTitle"), message }, () => consoleApi.deleteCategory(client, category.cid));
  }

  return (
    <div className="space-y-4">
      <TabHeader
        id={headingId}
        title={t("categories.heading")}
        description={t("categories.tabIntro")}
        action={
          <button type="button" onClick={() => editor.open()} className={primaryButton}>
            <PlusIcon className="size-4" />
            {t("categories.add")}
          </button>
        }
      />
      {editor.isOpen && <CategoryForm key={editor.key} editing={editor.item} language={language} onSubmit={save} onCancel={editor.close} />}
      <CategoryTable categories={list.data ?? []} loading={list.loading} onEdit={(category) => editor.open(category)} onDelete={remove} />
      {writes.dialog}
    </div>
  );
}
