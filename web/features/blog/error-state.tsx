import { useTranslation } from "../../lib/i18n-react.tsx";
import { Icon } from "../../components/icons.tsx";
import { useRevalidator } from "react-router";
import { Link } from "../../components/localised-link.tsx";
import { Spinner } from "./spinner.tsx";

/**
 * The blog's error states. Not found (no such entry or file) offers only the way back; any other
 * failure can be retried, which runs the page's loader again.
 */
export function ErrorState({ title, text, retry }: { title: string; text: string; retry: boolean }) {
  const { t } = useTranslation("blog");
  const revalidator = useRevalidator();
  const busy = revalidator.state === "loading";
  return (
    <div role="alert" className="mt-6 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm sm:py-16">
      <Icon className="mx-auto size-10 text-teal-700" strokeWidth={1.75}>
        <path d="M6 3h9l5 5v13H6z" />
        <path d="M14 3v6h6M10 13l4 4M14 13l-4 4" />
      </Icon>
      <h1 className="mt-4 text-xl font-bold text-slate-900 sm:text-2xl">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      {!retry && (
        <Link
          to="/blog"
          className="focus-ring mt-6 inline-flex items-center rounded-lg bg-teal-700 px-5 py-2.5 text-sm font-medium text-white hover:bg-teal-800"
        >
          {t("list.viewAll")}
        </Link>
      )}
      {retry && (
        <button
          type="button"
          onClick={() => void revalidator.revalidate()}
          disabled={busy}
          className="focus-ring mt-6 inline-flex items-center gap-2 rounded-lg bg-teal-700 px-5 py-2.5 text-sm font-medium text-white hover:bg-teal-800 disabled:opacity-70"
        >
          {busy && <Spinner />}
          {t("article.retry")}
        </button>
      )}
    </div>
  );
}
