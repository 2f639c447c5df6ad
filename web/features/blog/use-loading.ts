import { useNavigation, useRevalidator } from "react-router";

/**
 * The blog's loading state for client-side transitions (the first view is server-rendered and
 * needs none): which article is being opened, and whether this page's data is reloading (a
 * language switch revalidates every loader).
 */
export function useBlogLoading(): { openingId: string | null; reloading: boolean } {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  const openingId = target ? (/^\/blog\/([^/]+)\/?$/.exec(target)?.[1] ?? null) : null;
  return { openingId: openingId ? decodeURIComponent(openingId) : null, reloading: revalidator.state === "loading" };
}
