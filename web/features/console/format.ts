/** Spec section 9: dates in zh-CN style with year, month, day, hour and minute. */
const dateTime = new Intl.DateTimeFormat("zh-CN", { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hour12: false });

/** createTime is seconds since the epoch as a 10-character string (spec section 3). */
export function formatCreateTime(createTime: string): string {
  const seconds = Number(createTime);
  if (!Number.isFinite(seconds) || seconds <= 0) return "—";
  return dateTime.format(new Date(seconds * 1000));
}
