import { useRef, type KeyboardEvent } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";

export const LOGIN_MODES = ["password", "email"] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

export const tabId = (mode: LoginMode) => `login-tab-${mode}`;
export const panelId = (mode: LoginMode) => `login-panel-${mode}`;

/** The two sign-in modes as an ARIA tablist: arrow keys, Home and End move and select. */
export function ModeTabs({ mode, onChange }: { mode: LoginMode; onChange(mode: LoginMode): void }) {
  const { t } = useTranslation("auth");
  const refs = useRef<Partial<Record<LoginMode, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = LOGIN_MODES.indexOf(mode);
    const last = LOGIN_MODES.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = LOGIN_MODES[(next + LOGIN_MODES.length) % LOGIN_MODES.length]!;
    onChange(target);
    refs.current[target]?.focus();
  }

  return (
    <div role="tablist" aria-label={t("login.modes")} onKeyDown={onKeyDown} className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
      {LOGIN_MODES.map((m) => {
        const selected = m === mode;
        return (
          <button
            key={m}
            ref={(el) => {
              refs.current[m] = el;
            }}
            type="button"
            role="tab"
            id={tabId(m)}
            aria-selected={selected}
            aria-controls={panelId(m)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(m)}
            className={`focus-ring rounded-lg px-3 py-2 text-sm font-medium transition-colors ${selected ? "bg-white text-teal-800 shadow-sm" : "text-slate-600 hover:text-slate-900"}`}
          >
            {t(m === "password" ? "login.modePassword" : "login.modeEmail")}
          </button>
        );
      })}
    </div>
  );
}
