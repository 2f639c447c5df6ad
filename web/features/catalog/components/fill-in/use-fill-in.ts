/**
 * The state of a prompt's fill-in form (issue 19), kept outside the form so the form itself can
 * load on demand while copy (and the "open in" menu) already know which text to use.
 *
 * THE SEAM: `useFillIn(prompt).text` is the text every action on the shown prompt uses (copy, the
 * "open in" menu): filled while the form is open and the reader typed something, else the prompt
 * as written. The detail page holds one (web/routes/detail.tsx) and hands its `text` down.
 * `prompt` is the version on screen (its text and variables); values are kept by variable name,
 * so switching versions keeps what was typed.
 */
import { useCallback, useMemo, useState, useSyncExternalStore } from "react";
import type { PromptItem } from "../../../../../contract/catalog.ts";
import { fillTemplate, type PromptVariable } from "../../../../../contract/variables.ts";
import { NOTHING, rememberedValues, type FillValues, type RememberedValues } from "./remembered-values.ts";

export type FillablePrompt = Pick<PromptItem, "code" | "prompt" | "variables">;

export type FillIn = {
  code: string;
  /** The prompt as written (the version on screen). */
  raw: string;
  variables: PromptVariable[];
  /** What the reader typed, by variable name (blank or missing: the default, or the placeholder stays). */
  values: FillValues;
  setValue(name: string, value: string): void;
  /** Back to the defaults; this prompt's remembered values are forgotten. */
  reset(): void;
  /** The text the actions use: see the comment at the top. */
  text: string;
  /** The text as the preview shows it: typed values and defaults in place. */
  filledText: string;
  /** The form is open: the reader opened it, or came back to values remembered for this prompt. */
  open: boolean;
  /** The reader opened it now (so the first field takes focus), not a remembered visit. */
  openedByReader: boolean;
  setOpen(open: boolean): void;
  remembering: boolean;
  setRemembering(on: boolean): void;
};

export function useFillIn(prompt: FillablePrompt, store: RememberedValues = rememberedValues): FillIn {
  const { code, prompt: raw, variables } = prompt;
  const remembered = useSyncExternalStore(
    store.subscribe,
    () => store.read(code),
    () => NOTHING,
  );
  const remembering = useSyncExternalStore(store.subscribe, store.remembering, () => true);
  // null until the reader types here: until then the remembered values stand.
  const [typed, setTyped] = useState<FillValues | null>(null);
  // null until the reader acts: until then the form is open when something is remembered. "kept":
  // it was, and stays open though the reader's reset or unticking forgets what opened it.
  const [openState, setOpenState] = useState<"reader" | "kept" | "closed" | null>(null);
  const values = typed ?? remembered;
  const open = openState === null ? Object.keys(remembered).length > 0 : openState !== "closed";
  const keepOpen = useCallback(() => setOpenState((state) => state ?? (open ? "kept" : "closed")), [open]);
  const filledText = useMemo(() => fillTemplate(raw, values), [raw, values]);
  const typedAny = variables.some((v) => values[v.name]?.trim());

  const setValue = useCallback(
    (name: string, value: string) => {
      const next = { ...values, [name]: value };
      keepOpen();
      setTyped(next);
      store.write(code, next);
    },
    [code, keepOpen, store, values],
  );
  const reset = useCallback(() => {
    keepOpen();
    setTyped(NOTHING);
    store.forget(code);
  }, [code, keepOpen, store]);
  const setRemembering = useCallback(
    (on: boolean) => {
      keepOpen();
      setTyped(values);
      store.setRemembering(on);
      if (on) store.write(code, values);
    },
    [code, keepOpen, store, values],
  );

  return {
    code,
    raw,
    variables,
    values,
    setValue,
    reset,
    text: open && typedAny ? filledText : raw,
    filledText,
    open,
    openedByReader: openState === "reader",
    setOpen: useCallback((next: boolean) => setOpenState(next ? "reader" : "closed"), []),
    remembering,
    setRemembering,
  };
}
