import { useTranslation } from "../../lib/i18n-react.tsx";
import { useLocation } from "react-router";
import { Link, useLocalisedNavigate } from "../../components/localised-link.tsx";
import { Icon } from "../../components/icons.tsx";

/** Set by the list's links, so the article knows the previous history entry is the list. */
export type FromListState = { fromBlogList: true };
export const FROM_LIST_STATE: FromListState = { fromBlogList: true };

/**
 * Back to the list. A real link (it works before hydration and can open in a new tab), but when
 * the reader came from the list it steps back in history instead, so the list comes back where it
 * was left (scroll position included).
 */
export function BackLink() {
  const { t } = useTranslation("blog");
  const navigate = useLocalisedNavigate();
  const location = useLocation();
  const fromList = (location.state as Partial<FromListState> | null)?.fromBlogList === true;
  return (
    <Link
      to="/blog"
      onClick={(event) => {
        if (fromList && !event.metaKey && !event.ctrlKey && !event.shiftKey && event.button === 0) {
          event.preventDefault();
          void navigate(-1);
        }
      }}
      className="focus-ring -ml-1 inline-flex items-center gap-1.5 rounded-lg px-1 py-1.5 text-sm font-medium text-teal-700 hover:text-teal-900"
    >
      <Icon className="size-4">
        <path d="M15 18l-6-6 6-6" />
      </Icon>
      {t("article.back")}
    </Link>
  );
}
