/**
 * A prompt's rating on the scale readers give it: stars out of 5, filled to one decimal, with that
 * number; "no ratings yet" when nobody rated. The API keeps a 0-10 score (stars × 2, contract/rating.ts).
 */
import { useTranslation } from "../lib/i18n-react.tsx";
import { outOfFive } from "../../contract/rating.ts";

/** Height and width of five stars (the star-row tile is 1.1 × its height wide, so 5.5 × the height). */
const BOX = { sm: "h-4 w-22", md: "h-5 w-27.5" } as const;

/**
 * Five stars lit up to `value` (0-5, fractions as a partly lit star); announced as one image with its value.
 * Drawn by a CSS mask (star-row in app.css), not five SVGs per layer: a page lists a rating per
 * prompt, and the SVGs were a quarter of a detail page's HTML.
 */
export function Stars({ value, size = "sm" }: { value: number; size?: keyof typeof BOX }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t("rating.stars", { count: value })} className={`star-row relative inline-block shrink-0 bg-slate-200 ${BOX[size]}`}>
      <span className="star-row absolute inset-y-0 left-0 bg-amber-400" style={{ width: `${(value / 5) * 100}%` }} />
    </span>
  );
}

export interface RatingSummaryProps {
  /** The 0-10 average. */
  score: number;
  /** How many rated; undefined where a reply leaves it out (a score of 0 then means nobody did: a rating is at least one star). */
  count?: number | undefined;
  size?: keyof typeof BOX;
}

/** Stars, the average to one decimal and, when known, how many rated; or "no ratings yet". */
export function RatingSummary({ score, count, size = "sm" }: RatingSummaryProps) {
  const { t } = useTranslation();
  const rated = count === undefined ? score > 0 : count > 0;
  if (!rated) return <span className="text-slate-500">{t("rating.none")}</span>;
  const value = outOfFive(score);
  return (
    <span className="inline-flex items-center gap-1.5">
      <Stars value={value} size={size} />
      <span aria-hidden="true" className="font-semibold text-slate-900 tabular-nums">
        {value.toFixed(1)}
      </span>
      {count !== undefined && <span className="whitespace-nowrap text-slate-500">{t("rating.count", { count })}</span>}
    </span>
  );
}
