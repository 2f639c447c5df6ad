/** Any address no route claims: status 404, with a way on (search, popular prompts, home). */
import { data } from "react-router";
import type { Route } from "./+types/not-found";
import type { PromptPage } from "../../contract/catalog.ts";
import { defaultClient, fetchPromptPage } from "../features/catalog/catalog-api.ts";
import { NotFoundContent } from "../features/catalog/components/not-found-content.tsx";
import type { ListQuery } from "../features/catalog/filters.ts";
import type { I18nHandle } from "../lib/route-namespaces.ts";

export const handle: I18nHandle = { i18n: ["catalog"] };

const POPULAR: ListQuery = { page: 1, size: 5, sortByHot: 1 };

/** Only what the list shows: a card's prompt text has no business in this page's data. */
const popularOf = (page: PromptPage | null) => (page?.list ?? []).map(({ code, title, author, cnt }) => ({ code, title, author, cnt: { score: cnt.score } }));

export async function loader({ context }: Route.LoaderArgs) {
  const reply = await context.data.listPrompts(POPULAR);
  return data({ popular: popularOf(reply.ok ? reply.data : null) }, { status: 404 });
}

/**
 * Reached inside the app (a link, the back button), the browser asks the API itself: the
 * server's data request for this address would answer 404, an error in the reader's console.
 */
export async function clientLoader() {
  return { popular: popularOf(await fetchPromptPage(defaultClient, POPULAR, false).catch(() => null)) };
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundContent popular={loaderData.popular} />;
}
