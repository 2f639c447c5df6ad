/** Ratings: the API keeps a 0-10 score; readers see stars out of 5 (stars × 2 = score). */

/** A 0-10 score as stars out of 5, to one decimal (9.3 → 4.7). */
export function outOfFive(score: number): number {
  if (!Number.isFinite(score) || score <= 0) return 0;
  return Math.min(5, Math.round(score * 5) / 10);
}
