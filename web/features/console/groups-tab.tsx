import { useTranslation } from "../../lib/i18n-react.tsx";
import type { MarkGroup } from "../../../contract/console.ts";
import { consoleApi, defaultClient, type ConsoleClient } from "./console-api.ts";
import { toastLoadFailed } from "./console-toasts.ts";
import { GroupForm, type GroupFormBody } from "./group-form.tsx";
import { GroupTable } from "./group-table.tsx";
import { TabHeader } from "./tab-header.tsx";
import { primaryButton } from "./ui.ts";
import { useEditor } from "./use-editor.ts";
import { useListWrites } from "./use-list-writes.ts";
import { useLoad } from "./use-load.ts";
import { PlusIcon } from "../../components/icons.tsx";

export interface GroupsTabProps {
  headingId: string;
  onChanged(): void;
  /** View prompts: the prompts tab in group mode. */
  onViewGroup(markId: number): void;
  client?: ConsoleClient;
}

const SAMPLE_KEYS = ["starter", "work", "creative"] as const;

/** Groups tab; when the fetch fails, three sample groups stand in. */
export function GroupsTab({ headingId, onChanged, onViewGroup, client = defaultClient }: GroupsTabProps) {
  const { t } = useTranslation("console");
  const list = useLoad(
    () => consoleApi.listGroups(client),
    "",
    (error) => toastLoadFailed(t, "groups", error),
  );
  const editor = useEditor<MarkGroup>();
  const writes = useListWrites({ editor, reload: list.reload, onChanged, same: (a, b) => a.markId === b.markId });
  const samples = !list.loading && list.error !== null && list.data === undefined;
  const groups: MarkGroup[] = samples
    ? SAMPLE_KEYS.map((key, i) => ({ markId: -(i + 1), title: t(`groups.samples.${key}`), titleEn: "", recommend: i < 2 ? 1 : 0, promptCnt: 0 }))
    : (list.data ?? []);

  const save = (body: GroupFormBody) =>
    writes.save(() => {
      const editing = editor.item;
      return editing ? consoleApi.updateGroup(client, { markId: editing.markId, ...body }) : consoleApi.addGroup(client, body);
    });

  const remove = (group: MarkGroup) =>
    writes.remove(group, { title: t("groups.deleteTitle"), message: t("groups.confirmDelete", { name: group.title, count: group.promptCnt }) }, () =>
      consoleApi.deleteGroup(client, group.markId),
    );

  return (
    <div className="space-y-4">
      <TabHeader
        id={headingId}
        title={t("groups.heading")}
        description={t("groups.tabIntro")}
        action={
          <button type="button" onClick={() => editor.open()} className={primaryButton}>
            <PlusIcon className="size-4" />
            {t("groups.add")}
          </button>
        }
      />
      {samples && (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200">
          {t("groups.samplesNote")}
        </p>
      )}
      {editor.isOpen && <GroupForm key={editor.key} editing={editor.item} onSubmit={save} onCancel={editor.close} />}
      <GroupTable
        groups={groups}
        loading={list.loading}
        samples={samples}
        onView={(g) => onViewGroup(g.markId)}
        onEdit={(g) => editor.open(g)}
        onDelete={remove}
      />
      {writes.dialog}
    </div>
  );
}
