import { useSearchParams } from "react-router";
import { useTranslation } from "../lib/i18n-react.tsx";
import { useCatalogue } from "../lib/use-catalogue.ts";
import { RequireAuth } from "../components/require-auth.tsx";
import { MyPromptsPage } from "../features/my-prompts/my-prompts-page.tsx";
import { EDIT_PARAM } from "../lib/prompt-edit-link.ts";
import { NAMESPACE } from "../features/my-prompts/namespace.ts";

/** /admin: the user's own prompts; needs the logged-in flag. */
export default function Page() {
  return (
    <RequireAuth access="user">
      <WithStrings />
    </RequireAuth>
  );
}

/** The page's catalogue loads with the route; a spinner holds its place until then. */
function WithStrings() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  // A failed fetch keeps the spinner; a reload fetches the catalogue again.
  const ready = useCatalogue(NAMESPACE) === "ready";
  // Once opened, the prompt's code leaves the address: a reload shows the list, not the form again.
  const dropEdit = () =>
    setSearch(
      (current) => {
        current.delete(EDIT_PARAM);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  if (ready) return <MyPromptsPage editCode={search.get(EDIT_PARAM)} onEditHandled={dropEdit} />;
  return (
    <main className="flex flex-1 items-center justify-center px-4 py-24" aria-busy="true">
      <span className="size-6 animate-spin rounded-full border-2 border-teal-600 border-t-transparent" aria-hidden="true" />
      <span className="sr-only">{t("account.myPrompts")}</span>
    </main>
  );
}
