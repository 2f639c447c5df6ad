import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../contract/constants.ts";
import { messageCatalogues } from "../../lib/messages.ts";
import "../admin-users/messages.ts";
import "./messages.ts";

const read = (relative: string) => fs.readFileSync(fileURLToPath(new URL(relative, import.meta.url)), "utf8");

/**
 * Message keys a contract's schemas name. The keys the services throw are typed (MessageKey), so
 * `npm run typecheck` checks those; zod's messages are plain strings, so this test reads them.
 */
function keysIn(source: string): string[] {
  const keys = new Set<string>();
  const patterns = [/(?:error|message): "(\w+)"/g, /\.(?:min|max|int|regex|refine)\([^;]*?"(\w+)"\)/g];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) if (match[1] && match[1] !== "invalid_type") keys.add(match[1]);
  return [...keys].sort();
}

const sources = ["../../../contract/moderation.ts", "../../../contract/reports.ts", "../../../contract/admin-users.ts"];

describe("moderation and user messages", () => {
  it("finds the keys it checks (the patterns still match the sources)", () => {
    const keys = sources.flatMap((s) => keysIn(read(s)));
    expect(keys).toEqual(expect.arrayContaining(["moderationReasonRequired", "moderationActionInvalid", "reportReasonInvalid", "userStatusInvalid"]));
  });

  it("every key is in all three server catalogues", () => {
    const catalogues = messageCatalogues();
    const keys = sources.flatMap((s) => keysIn(read(s)));
    for (const lan of LANGUAGES)
      expect(
        keys.filter((key) => !(key in catalogues[lan])),
        lan,
      ).toEqual([]);
  });

  it("the reasons the console's moderation dialog can show are in its browser catalogues", () => {
    for (const lan of LANGUAGES) {
      const web = JSON.parse(read(`../../../web/locales/${lan}/console.json`)) as { errors: Record<string, string> };
      const missing = ["moderationReasonRequired", "moderationReasonTooLong", "moderationReasonInvalid", "moderationActionInvalid"].filter(
        (key) => !(key in web.errors),
      );
      expect(missing, lan).toEqual([]);
    }
  });
});
