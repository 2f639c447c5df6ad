/** The console's tabs and how the address carries them (?tab=groups, ?tab=prompts&group=3). */
export const CONSOLE_TABS = ["categories", "groups", "prompts", "agent", "users", "moderation", "queue"] as const;
export type ConsoleTab = (typeof CONSOLE_TABS)[number];

export function parseTab(value: string | null): ConsoleTab {
  return CONSOLE_TABS.find((tab) => tab === value) ?? "categories";
}

/** A positive group id from the address, else undefined. */
export function parseGroupId(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export const tabId = (tab: ConsoleTab) => `console-tab-${tab}`;
export const tabPanelId = (tab: ConsoleTab) => `console-panel-${tab}`;
