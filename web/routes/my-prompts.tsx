import { useTranslation } from "react-i18next";
import { RequireAuth } from "../components/require-auth.tsx";

/** /admin: the user's own prompts (spec section 2); needs the logged-in flag. */
export default function Page() {
  return (
    <RequireAuth access="user">
      <Placeholder />
    </RequireAuth>
  );
}

function Placeholder() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t("account.myPrompts")}</h1>
      <p className="mt-2 text-slate-600">{t("comingSoon")}</p>
    </main>
  );
}
