/** The share button's action: the share dialog, loaded when first opened; in WeChat it opens on the poster. */
import { lazy, Suspense, useState, type ReactNode } from "react";
import { DEFAULT_LANGUAGE } from "../../../../../contract/constants.ts";
import { exactLanguage } from "../../../../../contract/language.ts";
import { useTranslation } from "../../../../lib/i18n-react.tsx";
import { useSharePrompt } from "../../use-prompt-actions.ts";
import { isWeChat } from "./share-links.ts";
import type { ShareView } from "./share-dialog.tsx";

const LazyShareDialog = lazy(() => import("./share-dialog.tsx").then((module) => ({ default: module.ShareDialog })));

export function useShareDialog(code: string, title: string, text: string): { open(): void; shares: number; dialog: ReactNode } {
  const { i18n } = useTranslation("catalog");
  const actions = useSharePrompt(code, title, text);
  const [view, setView] = useState<ShareView | null>(null);
  return {
    open: () => setView(isWeChat(navigator.userAgent) ? "poster" : "links"),
    shares: actions.shares,
    dialog: view && (
      <Suspense fallback={null}>
        <LazyShareDialog
          code={code}
          title={title}
          lang={exactLanguage(i18n.language) ?? DEFAULT_LANGUAGE}
          actions={actions}
          initialView={view}
          onClose={() => setView(null)}
        />
      </Suspense>
    ),
  };
}
