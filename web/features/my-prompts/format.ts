/** Text helpers of the list: the prompt preview and the created date. */
import { PREVIEW_BACK_OFFICE } from "../../../contract/constants.ts";

/** Spec section 9: 80 characters in back-office lists, cut at code points (never half an emoji). */
export function preview(text: string, max: number = PREVIEW_BACK_OFFICE): string {
  const chars = Array.from(text.replace(/\s+/g, " ").trim());
  return chars.length <= max ? chars.join("") : `${chars.slice(0, max).join("").trimEnd()}…`;
}

const DATE_TIME = new Intl.DateTimeFormat("zh-CN", { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hour12: false });

/** Spec section 9: zh-CN style with year, month, day, hour and minute ("2025/09/14 08:05"). createTime is epoch seconds. */
export function formatCreated(createTime: string, format: Intl.DateTimeFormat = DATE_TIME): string {
  const seconds = Number(createTime);
  if (!createTime || !Number.isFinite(seconds)) return "";
  return format.format(new Date(createTime.length > 10 ? seconds : seconds * 1000));
}
