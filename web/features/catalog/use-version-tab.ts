import { useCallback } from "react";
import { useSearchParams } from "react-router";
import type { PromptDetail, PromptVersionView } from "../../../contract/catalog.ts";
import type { Language } from "../../../contract/constants.ts";
import { parseVersionParam, shownVersion, VERSION_PARAM, withVersion } from "./versions.ts";

export type VersionTab = {
  versions: PromptVersionView[];
  /** The version on screen; undefined for a prompt without versions (the stand-in of a failed load). */
  version: PromptVersionView | undefined;
  /** The prompt as that version tells it: what copy, open and save act on. */
  shown: PromptDetail;
  select: (lan: Language) => void;
};

/**
 * The language tab of a detail page, kept in the address so a link opens the same version; read
 * from the request on the server too. Switching replaces the history entry: the tabs of one
 * prompt are one page to Back.
 */
export function useVersionTab(prompt: PromptDetail): VersionTab {
  const [search, setSearch] = useSearchParams();
  const version = shownVersion(prompt, parseVersionParam(search.get(VERSION_PARAM)));
  const select = useCallback(
    (lan: Language) =>
      void setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(VERSION_PARAM, lan);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearch],
  );
  return { versions: prompt.versions ?? [], version, shown: withVersion(prompt, version), select };
}
