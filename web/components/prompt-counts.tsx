/** A back-office row's views | copies | favourites and rating, as the console and my prompts show them. */
import type { ManagedPrompt } from "../../contract/prompts.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { formatCount } from "../lib/locale-format.ts";
import { RatingSummary } from "./rating.tsx";

/** The three numbers as the column's header lays them out; a screen reader hears them named. */
export function PromptCounts({ cnt }: { cnt: ManagedPrompt["cnt"] }) {
  const { t, i18n } = useTranslation();
  const label = t("promptCounts.label", {
    views: t("promptCounts.views", { count: cnt.clickCnt }),
    copies: t("promptCounts.copies", { count: cnt.copyCnt }),
    favourites: t("promptCounts.favourites", { count: cnt.markCnt }),
  });
  return (
    <>
      <span aria-hidden="true">{[cnt.clickCnt, cnt.copyCnt, cnt.markCnt].map((n) => formatCount(n, i18n.language)).join(" | ")}</span>
      <span className="sr-only">{label}</span>
      <div className="mt-1 text-xs">
        <RatingSummary score={cnt.score} count={cnt.rateCnt} />
      </div>
    </>
  );
}
