/**
 * A user's own prompts as a file (issue #21): JSON in the shape of the open-data dump, CSV in its
 * columns (so either imports back), or Markdown to read. Every status, not only the published.
 */
import { asc, eq } from "drizzle-orm";
import type { Language } from "../../../contract/constants.ts";
import type { DumpPrompt } from "../../../contract/open-data.ts";
import type { ExportFormat } from "../../../contract/prompt-files.ts";
import type { Db } from "../../db/client.ts";
import { prompts } from "../../db/schema.ts";
import { promptColumns } from "../../db/prompt-row.ts";
import { csvHeader, csvLines } from "../open-data/dump-csv.ts";
import { dumpPrompts } from "../open-data/dump-items.ts";

function markdown(items: DumpPrompt[]): string {
  return items
    .map((item) => {
      // A fence longer than any run of backticks in the prompt, so the prompt cannot close it.
      const fence = "`".repeat(Math.max(3, ...[...item.prompt.matchAll(/`+/g)].map((m) => m[0].length + 1)));
      const about = [item.description, `${item.code} · ${item.categories.map((c) => c.name).join(", ")} · ${item.url}`].filter(Boolean).join("\n\n");
      return `## ${item.title}\n\n${about}\n\n${fence}text\n${item.prompt}\n${fence}\n`;
    })
    .join("\n");
}

export async function exportMyPrompts(db: Db, userId: number, lang: Language, origin: string, format: ExportFormat): Promise<string> {
  const rows = await db.select(promptColumns).from(prompts).where(eq(prompts.authorId, userId)).orderBy(asc(prompts.id));
  const items = await dumpPrompts(db, rows, lang, origin);
  if (format === "json") return `${JSON.stringify({ list: items }, null, 2)}\n`;
  if (format === "csv") return csvHeader() + csvLines(items);
  return markdown(items);
}
