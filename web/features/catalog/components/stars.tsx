import { useTranslation } from "../../../lib/i18n-react.tsx";
import { starsOf } from "../text.ts";
import { StarIcon } from "./catalog-icons.tsx";

/** Five stars, score/2 of them lit (rounded down); announced as one image with its value. */
export function Stars({ score, size = "sm" }: { score: number; size?: "sm" | "md" }) {
  const { t } = useTranslation("catalog");
  const lit = starsOf(score);
  const box = size === "sm" ? "size-4" : "size-5";
  return (
    <span role="img" aria-label={t("rating.stars", { count: lit })} className="inline-flex shrink-0 items-center gap-0.5">
      {[0, 1, 2, 3, 4].map((i) => (
        <StarIcon key={i} className={`${box} ${i < lit ? "text-amber-400" : "text-slate-200"}`} />
      ))}
    </span>
  );
}
