import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import type { Language } from "../../../../contract/constants.ts";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import type { VersionTab } from "../use-version-tab.ts";
import { versionBadge } from "../versions.ts";

/** Each version is named in its own script, as a language switcher names languages. */
const TAB_NAMES: Record<Language, string> = { "zh-CN": "简体", "zh-TW": "繁體", en: "English" };

/**
 * 简体 / 繁體 / English above the detail, for the versions the prompt has, and the panel they
 * switch. Automatic activation (arrows select): a switch is instant and costs no request. A prompt
 * in one language shows no tabs; a machine-made version says so beside them.
 */
export function VersionTabs({ tab, children }: { tab: VersionTab; children: ReactNode }) {
  const { t } = useTranslation("catalog");
  const ids = useId();
  const refs = useRef(new Map<Language, HTMLButtonElement>());
  const { versions, version, select } = tab;
  if (versions.length < 2 || !version) return children;

  const tabId = (lan: Language) => `${ids}-tab-${lan}`;
  const panelId = `${ids}-panel`;
  const badge = versionBadge(version, versions);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = versions.findIndex((v) => v.lan === version!.lan);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: versions.length - 1 };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = versions[(to + versions.length) % versions.length]!.lan;
    select(next);
    refs.current.get(next)?.focus();
  }

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2">
        <span id={`${ids}-label`} className="text-sm text-slate-600">
          {t("versions.label")}
        </span>
        <div
          role="tablist"
          aria-labelledby={`${ids}-label`}
          onKeyDown={onKeyDown}
          className="inline-flex rounded-xl bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset"
        >
          {versions.map((v) => {
            const selected = v.lan === version.lan;
            return (
              <button
                key={v.lan}
                ref={(node) => {
                  if (node) refs.current.set(v.lan, node);
                  else refs.current.delete(v.lan);
                }}
                id={tabId(v.lan)}
                type="button"
                role="tab"
                lang={v.lan}
                aria-selected={selected}
                aria-controls={panelId}
                tabIndex={selected ? 0 : -1}
                onClick={() => select(v.lan)}
                className={`focus-ring inline-flex min-h-11 min-w-16 items-center justify-center rounded-lg px-4 text-sm font-medium transition-colors ${
                  selected ? "bg-white text-teal-800 shadow-sm ring-1 ring-slate-200" : "text-slate-600 hover:bg-white/60 hover:text-slate-900"
                }`}
              >
                {TAB_NAMES[v.lan]}
              </button>
            );
          })}
        </div>
        {badge && (
          <span
            data-version-badge={badge}
            className="inline-block max-w-full truncate rounded-full bg-amber-50 px-2.5 py-1 text-xs font-medium text-amber-800 ring-1 ring-amber-200 ring-inset"
          >
            {t(`versions.${badge}`)}
          </span>
        )}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(version.lan)}>
        {children}
      </div>
    </>
  );
}
