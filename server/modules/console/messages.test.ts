import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../contract/constants.ts";
import { messageCatalogues } from "../../lib/messages.ts";
import "./messages.ts";

const read = (relative: string) => fs.readFileSync(fileURLToPath(new URL(relative, import.meta.url)), "utf8");

/**
 * Message keys the contract's console schemas name (`"categoryNameRequired"` and the like): zod's
 * messages are plain strings, so this test reads them. The keys the services throw are typed
 * (MessageKey), so `npm run typecheck` checks those.
 */
function contractKeys(): string[] {
  const source = read("../../../contract/console.ts");
  const keys = new Set<string>();
  for (const pattern of [/(?:error|message): "(\w+)"/g, /\.(?:min|max|int|regex)\([^;]*?"(\w+)"\)/g, /\.refine\([^;]*?message: "(\w+)"/g]) {
    for (const match of source.matchAll(pattern)) if (match[1] && match[1] !== "invalid_type") keys.add(match[1]);
  }
  return [...keys].sort();
}

describe("console messages", () => {
  it("finds the keys it checks (the patterns still match the sources)", () => {
    expect(contractKeys()).toEqual(expect.arrayContaining(["categoryNameRequired", "emojiTooLong", "sortInvalid", "groupNameRequired", "membershipRequired"]));
  });

  it("every key the contract uses is in all three server catalogues", () => {
    const catalogues = messageCatalogues();
    for (const lan of LANGUAGES) {
      const missing = contractKeys().filter((key) => !(key in catalogues[lan]));
      expect(missing, lan).toEqual([]);
    }
  });

  it("every validation key of the contract has a text in the console's browser catalogues", () => {
    const groupKeys = new Set(["promptIdRequired", "membershipRequired"]);
    for (const lan of LANGUAGES) {
      const web = JSON.parse(read(`../../../web/locales/${lan}/console.json`)) as { errors: Record<string, string> };
      // The form never builds membership queries, so those two only reach API callers.
      const missing = contractKeys().filter((key) => !groupKeys.has(key) && !(key in web.errors));
      expect(missing, lan).toEqual([]);
    }
  });
});
