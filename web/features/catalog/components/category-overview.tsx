import { useTranslation } from "../../../lib/i18n-react.tsx";
import type { CategoryIndexReply } from "../../../../contract/catalog.ts";
import { CategoryCard } from "./category-card.tsx";
import { CategoryTrends } from "./category-trends.tsx";

/**
 * The category page's body: the featured categories first, then the others (each category shown
 * once; "all categories" when none is featured), then the trends.
 */
export function CategoryOverview({ overview, className = "" }: { overview: CategoryIndexReply; className?: string }) {
  const { t } = useTranslation("catalog");
  const featured = overview.featuredCategories;
  const featuredIds = new Set(featured.map((card) => card.cid));
  const others = overview.categories.filter((card) => !featuredIds.has(card.cid));
  return (
    <div className={`flex flex-col gap-12 ${className}`}>
      {featured.length > 0 && (
        <section aria-labelledby="featured-categories">
          <h2 id="featured-categories" className="mb-4 text-xl font-semibold text-slate-900">
            {t("categoryPage.featuredHeading")}
          </h2>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {featured.map((card) => (
              <CategoryCard key={card.cid} card={card} featured />
            ))}
          </div>
        </section>
      )}

      {(others.length > 0 || featured.length === 0) && (
        <section aria-labelledby="other-categories">
          <h2 id="other-categories" className="mb-4 text-xl font-semibold text-slate-900">
            {featured.length > 0 ? t("categoryPage.moreHeading") : t("categoryPage.allHeading")}
          </h2>
          {others.length === 0 ? (
            <p className="text-sm text-slate-500">{t("categoryPage.empty")}</p>
          ) : (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {others.map((card) => (
                <CategoryCard key={card.cid} card={card} />
              ))}
            </div>
          )}
        </section>
      )}

      <section aria-labelledby="category-trends">
        <h2 id="category-trends" className="mb-4 text-xl font-semibold text-slate-900">
          {t("categoryPage.trendsHeading")}
        </h2>
        <CategoryTrends data={overview} />
      </section>
    </div>
  );
}
