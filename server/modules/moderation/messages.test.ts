import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../contract/constants.ts";

const read = (relative: string) => fs.readFileSync(fileURLToPath(new URL(relative, import.meta.url)), "utf8");

/**
 * The keys the contract's schemas name are typed (contract/message-keys.ts), and `npm run typecheck`
 * fails on one the server's catalogues lack; which of them the console's dialog meets, it cannot know.
 */
describe("moderation messages", () => {
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
