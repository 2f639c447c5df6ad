/**
 * The on-demand half of the fill-in form: its code and its catalogue load when a reader is about to
 * use it (hover, focus, or the click itself), so a page's first load carries neither.
 */
import { lazy, Suspense } from "react";
import { useTranslation } from "../../../../lib/i18n-react.tsx";
import type { I18n } from "../../../../lib/i18n.ts";
import { FILL_IN_NAMESPACE } from "../../../../lib/route-namespaces.ts";
import { PROMPT_TEXT_CLASS } from "../prompt-text.tsx";
import type { FillIn } from "./use-fill-in.ts";

const loadBody = () => import("./fill-in-body.tsx");
const loadDialog = () => import("./fill-in-dialog.tsx");

export function preloadFillIn(i18n: I18n, withDialog = false) {
  // A failed preload is retried by the render that needs it.
  void loadBody().catch(() => undefined);
  if (withDialog) void loadDialog().catch(() => undefined);
  void i18n.load(i18n.language, FILL_IN_NAMESPACE)?.catch(() => undefined);
}

export const LazyFillInBody = lazy(() => loadBody().then((module) => ({ default: module.FillInBody })));
export const LazyFillInDialog = lazy(() => loadDialog().then((module) => ({ default: module.FillInDialog })));

/** The detail's form in place of the prompt text; the text stays on screen while the form loads. */
export function FillInPanel({ fill, onCopy }: { fill: FillIn; onCopy(text: string): void }) {
  return (
    <Suspense fallback={<pre className={PROMPT_TEXT_CLASS}>{fill.raw}</pre>}>
      <LazyFillInBody fill={fill} onCopy={onCopy} />
    </Suspense>
  );
}

export function usePreloadFillIn(withDialog = false) {
  const { i18n } = useTranslation();
  return () => preloadFillIn(i18n, withDialog);
}
