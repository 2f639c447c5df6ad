/**
 * "Open in" an assistant (issue 19). On the detail page a split button: the reader's last choice
 * (else their language's first assistant) as "在 DeepSeek 中打开", and a menu of the rest. On a
 * card, where there is room for one more small button, a menu of all of them, last choice first.
 * The menu follows the ARIA menu-button pattern: arrows, Home and End move, Escape closes and
 * returns to the button, Tab and a click elsewhere close it.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { assistantById, assistantsFor, handOver, type Assistant } from "../../../../contract/assistants.ts";
import { normaliseLanguage } from "../../../../contract/language.ts";
import { ChevronDownIcon, ExternalIcon } from "../../../components/icons.tsx";
import { useTranslation } from "../../../lib/i18n-react.tsx";
import type { CatalogClient } from "../catalog-api.ts";
import { useLastAssistant } from "../last-assistant.ts";
import { useOpenIn } from "../use-open-in.ts";

type Props = {
  code: string;
  /** What goes to the assistant: the shown version's text, filled in where the reader filled it. */
  text: string;
  /** Names the prompt in the card button's accessible name. */
  title: string;
  variant?: "hero" | "card";
  /** After an open was counted (as a copy), for a page that shows the count. */
  onCounted?: () => void;
  client?: CatalogClient;
};

const BUTTON = "focus-ring inline-flex min-h-11 items-center justify-center gap-1.5 text-sm font-medium whitespace-nowrap transition-colors";
const OUTLINE = "border border-teal-200 bg-teal-50 text-teal-800 hover:bg-teal-100";
const NEUTRAL = "border border-slate-200 bg-white text-slate-700 hover:border-teal-300 hover:bg-teal-50 hover:text-teal-800";

export function OpenInMenu({ code, text, title, variant = "hero", onCounted, client }: Props) {
  const { t, i18n } = useTranslation("catalog");
  const lan = normaliseLanguage(i18n.language) ?? "zh-CN";
  const open = useOpenIn(code, text, { client, onCounted });
  const ordered = assistantsFor(lan);
  const last = assistantById(useLastAssistant());
  const main = last ?? ordered[0]!;
  const card = variant === "card";
  // A card lists everyone, the last choice first; the detail's menu holds the rest.
  const listed = card ? [main, ...ordered.filter((a) => a !== main)] : ordered.filter((a) => a !== main);
  const [expanded, setExpanded] = useState<false | "first" | "last">(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!expanded) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setExpanded(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [expanded]);

  function choose(assistant: Assistant) {
    setExpanded(false);
    toggleRef.current?.focus();
    void open(assistant);
  }

  function onToggleKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    setExpanded(event.key === "ArrowDown" ? "first" : "last");
  }

  const mainName = main.name[lan];
  const toggleLabel = card ? t("actions.named", { label: t("openIn.menu"), title }) : t("openIn.more");
  return (
    <div
      ref={rootRef}
      className={`relative ${card ? "" : "flex w-full sm:inline-flex sm:w-auto"}`}
      onBlur={(event) => {
        if (expanded && !rootRef.current?.contains(event.relatedTarget as Node | null)) setExpanded(false);
      }}
    >
      {!card && (
        <button type="button" onClick={() => void open(main)} className={`${BUTTON} flex-1 rounded-l-xl px-4 font-semibold sm:px-5 ${OUTLINE}`}>
          <ExternalIcon className="size-4" />
          <span>{t("openIn.button", { name: mainName })}</span>
          <span className="sr-only">{t("openIn.newTab")}</span>
        </button>
      )}
      <button
        ref={toggleRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={expanded !== false}
        aria-controls={expanded ? menuId : undefined}
        aria-label={toggleLabel}
        title={card ? t("openIn.menu") : undefined}
        onClick={() => setExpanded((e) => (e ? false : "first"))}
        onKeyDown={onToggleKey}
        className={card ? `${BUTTON} min-w-11 gap-0.5 rounded-xl px-1.5 ${NEUTRAL}` : `${BUTTON} -ml-px min-w-11 rounded-r-xl px-2.5 ${OUTLINE}`}
      >
        {card && <ExternalIcon className="size-4" />}
        <ChevronDownIcon className={card ? "size-3" : "size-4"} />
      </button>
      {expanded && (
        <AssistantList
          id={menuId}
          label={t("openIn.menu")}
          assistants={listed}
          focusFirst={expanded === "first"}
          text={text}
          onChoose={choose}
          onClose={(refocus) => {
            setExpanded(false);
            if (refocus) toggleRef.current?.focus();
          }}
        />
      )}
    </div>
  );
}

type ListProps = {
  id: string;
  label: string;
  assistants: Assistant[];
  focusFirst: boolean;
  text: string;
  onChoose: (assistant: Assistant) => void;
  onClose: (refocus: boolean) => void;
};

/** Room kept free at the top of the window: the site header stays there as the page scrolls. */
const STICKY_TOP = 72;

/**
 * The open menu: below its button, or above it when it fits only there; else below, with the page
 * scrolled just enough to show it whole.
 */
function AssistantList({ id, label, assistants, focusFirst, text, onChoose, onClose }: ListProps) {
  const { t, i18n } = useTranslation("catalog");
  const lan = normaliseLanguage(i18n.language) ?? "zh-CN";
  const menuRef = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState({ up: false, shift: 0 });

  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const box = menu.getBoundingClientRect();
    const anchor = menu.parentElement!.getBoundingClientRect();
    const fitsBelow = box.bottom <= window.innerHeight - 8;
    const up = !fitsBelow && anchor.top - box.height - 8 >= STICKY_TOP;
    // Kept 8 px inside the window's sides: a card's button may sit near either edge.
    const shift = Math.max(8 - box.left, Math.min(0, window.innerWidth - 8 - box.right));
    setPlace({ up, shift });
    if (!fitsBelow && !up) menu.scrollIntoView({ block: "nearest" });
    const items = menu.querySelectorAll<HTMLElement>('[role="menuitem"]');
    (focusFirst ? items[0] : items[items.length - 1])?.focus({ preventScroll: true });
  }, [focusFirst]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 };
    if (event.key === "Escape") {
      event.preventDefault();
      onClose(true);
    } else if (event.key === "Tab") {
      onClose(false);
    } else if (moves[event.key] !== undefined) {
      event.preventDefault();
      items[(moves[event.key]! + items.length) % items.length]?.focus();
    }
  }

  return (
    <div
      ref={menuRef}
      id={id}
      role="menu"
      aria-label={label}
      onKeyDown={onKeyDown}
      style={{ left: place.shift }}
      className={`absolute z-30 max-h-[min(32rem,70vh)] w-72 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-900/10 ${
        place.up ? "bottom-full mb-2" : "top-full mt-2"
      }`}
    >
      {assistants.map((assistant) => {
        const prefills = handOver(assistant, text).kind === "prefill";
        return (
          <button
            key={assistant.id}
            type="button"
            role="menuitem"
            tabIndex={-1}
            data-assistant={assistant.id}
            onClick={() => onChoose(assistant)}
            className="focus-ring flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus:bg-slate-100"
          >
            <span className="font-medium">{assistant.name[lan]}</span>
            <span className="text-xs text-slate-500">{t(prefills ? "openIn.prefills" : "openIn.pastes")}</span>
          </button>
        );
      })}
    </div>
  );
}
