import { useTranslation } from "../../lib/i18n-react.tsx";
import { Link } from "../../components/localised-link.tsx";
import type { BlogListItem } from "../../../contract/blog.ts";
import { FROM_LIST_STATE } from "./back-link.tsx";
import { Chips } from "./chips.tsx";
import { PostFacts } from "./post-facts.tsx";
import { Spinner } from "./spinner.tsx";

/** One post of the list: the whole card is the link (the title's link stretches over it). */
export function BlogCard({ post, opening }: { post: BlogListItem; opening: boolean }) {
  const { t } = useTranslation("blog");
  return (
    <article
      aria-busy={opening || undefined}
      className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition duration-200 focus-within:border-teal-600 focus-within:ring-2 focus-within:ring-teal-600/30 hover:-translate-y-0.5 hover:border-teal-300 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0 sm:p-6"
    >
      <Chips items={post.categories} label={t("article.categories")} kind="category" />
      <h2 className="mt-3 text-lg leading-snug font-semibold text-slate-900 group-hover:text-teal-800">
        <Link
          to={`/blog/${post.id}`}
          state={FROM_LIST_STATE}
          prefetch="intent"
          className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
        >
          {post.title}
        </Link>
      </h2>
      <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600">{post.excerpt}</p>
      <div className="mt-auto flex items-center justify-between gap-3 pt-5 text-sm text-slate-500">
        <PostFacts date={post.date} lan={post.lan} />
        {opening && (
          <span className="inline-flex items-center gap-1.5 text-teal-700">
            <Spinner />
            <span className="sr-only">{t("list.opening")}</span>
          </span>
        )}
      </div>
    </article>
  );
}
