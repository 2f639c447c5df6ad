import { useNavigation, useRevalidator } from "react-router";
import { splitLanguagePrefix } from "../../../contract/language-paths.ts";

/**
 * The blog's loading state for client-side transitions (the first view is server-rendered and
 * needs none): which article is being opened (in any language's address), and whether this
 * page's data is reloading.
 */
export function useBlogLoading(): { openingId: string | null; reloading: boolean } {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const target = navigation.state === "loading" ? splitLanguagePrefix(navigation.location.pathname).path : null;
  const openingId = target ? (/^\/blog\/([^/]+)\/?$/.exec(target)?.[1] ?? null) : null;
  return { openingId: openingId ? decodeURIComponent(openingId) : null, reloading: revalidator.state === "loading" };
}
