import { useTranslation } from "../../lib/i18n-react.tsx";
import type { BlogArticle } from "../../../contract/blog.ts";
import { Chips } from "./chips.tsx";
import { PostFacts } from "./post-facts.tsx";

export function ArticleView({ article, busy }: { article: BlogArticle; busy: boolean }) {
  const { t, i18n } = useTranslation("blog");
  const page = i18n.language;
  // The Chinese original shown on an English page is marked as Chinese (voice, fonts, hyphenation).
  const contentLang = article.lan === "zh" && page === "en" ? "zh-CN" : article.lan === "en" && page !== "en" ? "en" : undefined;
  return (
    <article aria-busy={busy || undefined} lang={contentLang} className={`transition-opacity ${busy ? "opacity-50" : ""}`}>
      <header className="border-b border-slate-200 pb-6">
        <Chips items={article.categories} label={t("article.categories")} kind="category" />
        <h1 className="mt-4 text-2xl leading-tight font-bold tracking-tight text-pretty text-slate-900 sm:text-4xl">{article.title}</h1>
        <PostFacts date={article.date} lan={article.lan} className="mt-4 text-sm text-slate-500" />
        {article.tags.length > 0 && (
          <div className="mt-4">
            <Chips items={article.tags} label={t("article.tags")} kind="tag" />
          </div>
        )}
      </header>
      {article.fallback && (
        <p role="note" className="mt-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t("article.fallback")}
        </p>
      )}
      {/* The HTML was rendered from Markdown and sanitised on the server (server/modules/blog/markdown.ts,
          an allow-list of tags and attributes, tested against XSS payloads): that is the only reason it
          may be inserted as it is. Never pass anything else here. */}
      <div className="prose-article mt-8" dangerouslySetInnerHTML={{ __html: article.html }} />
    </article>
  );
}
