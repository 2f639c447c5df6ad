import type { Language } from "../../../contract/constants.ts";
import { formatCreateTime as format } from "../../lib/locale-format.ts";

/** A createTime in the console's tables: a dash where there is none. */
export function formatCreateTime(createTime: string, lang: Language): string {
  return format(createTime, lang) || "—";
}
