/** Dumped prompts as CSV lines: the public CC0 list's act,prompt first, then ours; quoting by csv-stringify. */
import { stringify } from "csv-stringify/sync";
import { DUMP_CSV_COLUMNS } from "../../../contract/open-data.ts";
import type { CsvPrompt } from "./dump-items.ts";

export const csvHeader = () => stringify([[...DUMP_CSV_COLUMNS]]);

export function csvLines(items: CsvPrompt[]): string {
  return stringify(
    items.map((item) => [item.title, item.prompt, item.code, item.categories.map((c) => c.name).join("|"), item.tags.join("|"), item.lan, item.url]),
  );
}
