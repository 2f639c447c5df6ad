import { Suspense, useState, type ReactNode } from "react";
import { LazyFillInDialog, usePreloadFillIn } from "./lazy-fill-in.tsx";
import type { FillablePrompt } from "./use-fill-in.ts";

/** What a card's "Use" button does: open the dialog, and start loading it as the pointer or focus arrives. */
export type UseAction = { onClick(): void; onPointerEnter(): void; onFocus(): void };

/**
 * A card's fill-in dialog: the action for its "Use" button (none for a prompt without variables,
 * whose card keeps plain copy) and the dialog to render while open.
 */
export function useFillInDialog(
  prompt: FillablePrompt & { title: string },
  copy: (text: string) => unknown,
): { use: UseAction | undefined; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const preload = usePreloadFillIn(true);
  if (prompt.variables.length === 0) return { use: undefined, dialog: null };
  return {
    use: { onClick: () => setOpen(true), onPointerEnter: preload, onFocus: preload },
    dialog: open && (
      <Suspense fallback={null}>
        <LazyFillInDialog prompt={prompt} onCopy={(text) => void copy(text)} onClose={() => setOpen(false)} />
      </Suspense>
    ),
  };
}
