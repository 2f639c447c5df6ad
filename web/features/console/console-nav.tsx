import { useRef, type KeyboardEvent } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { DocumentIcon, FolderIcon, ShieldIcon, SparkIcon, UsersIcon } from "./console-icons.tsx";
import { CONSOLE_TABS, tabId, tabPanelId, type ConsoleTab } from "./console-tabs.ts";
import { FlagIcon, LayersIcon } from "../../components/icons.tsx";

const ICONS = {
  categories: FolderIcon,
  groups: LayersIcon,
  prompts: DocumentIcon,
  agent: SparkIcon,
  users: UsersIcon,
  moderation: ShieldIcon,
  queue: FlagIcon,
} as const;

/**
 * The four tabs (categories, groups, prompts, agent entry) and users and moderation: a left column on wide screens, a top bar on phones. Tab
 * pattern of WAI-ARIA: one tab stop, arrows move between tabs, Home/End jump to the ends.
 */
export function ConsoleNav({ active, onSelect }: { active: ConsoleTab; onSelect(tab: ConsoleTab): void }) {
  const { t } = useTranslation("console");
  const refs = useRef(new Map<ConsoleTab, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = CONSOLE_TABS.indexOf(active);
    const last = CONSOLE_TABS.length - 1;
    const target =
      event.key === "ArrowDown" || event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowUp" || event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const tab = CONSOLE_TABS[target]!;
    onSelect(tab);
    refs.current.get(tab)?.focus();
  }

  return (
    <nav aria-label={t("nav.label")} className="lg:w-52 lg:shrink-0">
      <div
        role="tablist"
        aria-orientation="vertical"
        onKeyDown={onKeyDown}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 [scrollbar-width:none] lg:sticky lg:top-20 lg:mx-0 lg:flex-col lg:overflow-visible lg:rounded-xl lg:border-0 lg:bg-white lg:p-2 lg:shadow-sm lg:ring-1 lg:ring-slate-900/5"
      >
        {CONSOLE_TABS.map((tab) => {
          const Icon = ICONS[tab];
          const selected = tab === active;
          return (
            <button
              key={tab}
              ref={(node) => {
                if (node) refs.current.set(tab, node);
                else refs.current.delete(tab);
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={selected}
              aria-controls={tabPanelId(tab)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab)}
              className={`focus-ring flex min-h-11 shrink-0 items-center gap-1.5 border-b-2 px-2.5 text-sm sm:gap-2 sm:px-3 font-medium whitespace-nowrap transition-colors lg:rounded-lg lg:border-b-0 ${
                selected ? "border-teal-700 text-teal-800 lg:bg-teal-50" : "border-transparent text-slate-600 hover:text-slate-900 lg:hover:bg-slate-50"
              }`}
            >
              <Icon className="hidden size-4.5 shrink-0 sm:block" />
              {t(`nav.${tab}`)}
            </button>
          );
        })}
      </div>
    </nav>
  );
}
