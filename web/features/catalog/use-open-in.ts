/**
 * Opens a prompt in an assistant (issue 19) and counts it as a copy (action 1, decision 025): in
 * the address where the assistant reads one, else on the clipboard with a toast saying so, then
 * its page in a new tab without a handle back to ours.
 */
import { useCallback } from "react";
import { handOver, type Assistant } from "../../../contract/assistants.ts";
import { COUNT_ACTION } from "../../../contract/constants.ts";
import { normaliseLanguage } from "../../../contract/language.ts";
import { toast } from "../../components/toast/toast-store.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { defaultClient, updateCount, type CatalogClient } from "./catalog-api.ts";
import { copyText } from "./clipboard.ts";
import { rememberAssistant } from "./last-assistant.ts";

/** Long enough to read which assistant to paste into. */
const PASTE_TOAST_MS = 6000;

export function openTab(url: string): void {
  window.open(url, "_blank", "noopener,noreferrer");
}

/** `text` is what the reader would copy: the shown version's, filled in where they filled it. */
export function useOpenIn(code: string, text: string, { client = defaultClient, onCounted }: { client?: CatalogClient; onCounted?: () => void } = {}) {
  const { t, i18n } = useTranslation("catalog");
  const lan = normaliseLanguage(i18n.language) ?? "zh-CN";
  return useCallback(
    async (assistant: Assistant) => {
      rememberAssistant(assistant.id);
      const given = handOver(assistant, text);
      if (given.kind === "clipboard") {
        try {
          await copyText(text);
        } catch {
          toast.error(t("actions.copyError"));
          return;
        }
        toast.success(t("openIn.copied", { name: assistant.name[lan] }), { duration: PASTE_TOAST_MS });
      }
      // Browsers let a click open a tab for a few seconds, long enough for the clipboard write.
      openTab(given.url);
      try {
        await updateCount(client, code, COUNT_ACTION.copy);
        onCounted?.();
      } catch {
        /* the reader has the prompt; a lost counter tick is not worth a toast */
      }
    },
    [client, code, lan, onCounted, t, text],
  );
}
