/** Text helper of the list: the prompt preview. */
import { PREVIEW_BACK_OFFICE } from "../../../contract/constants.ts";

/** 80 characters in back-office lists, cut at code points (never half an emoji). */
export function preview(text: string, max: number = PREVIEW_BACK_OFFICE): string {
  const chars = Array.from(text.replace(/\s+/g, " ").trim());
  return chars.length <= max ? chars.join("") : `${chars.slice(0, max).join("").trimEnd()}…`;
}
