import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../contract/constants.ts";
import { messageCatalogues } from "../../lib/messages.ts";
import "../admin-users/messages.ts";
import "../uploads/messages.ts";
import "./messages.ts";

const read = (relative: string) => fs.readFileSync(fileURLToPath(new URL(relative, import.meta.url)), "utf8");

/** Message keys a source names: schema messages and errors thrown by key. */
function keysIn(source: string): string[] {
  const keys = new Set<string>();
  const patterns = [
    /(?:error|message): "(\w+)"/g,
    /\.(?:min|max|int|regex|refine)\([^;]*?"(\w+)"\)/g,
    /errors\.\w+\("(\w+)"/g,
    /refusal: "(\w+)"/g,
    /new AppError\(\d+, \d+, "(\w+)"/g,
    /"(upload\w+)"/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) if (match[1] && match[1] !== "invalid_type") keys.add(match[1]);
  return [...keys].sort();
}

const sources = [
  "../../../contract/moderation.ts",
  "../../../contract/reports.ts",
  "./report-service.ts",
  "./review-policy.ts",
  "./comment-moderation.ts",
  "../../../contract/admin-users.ts",
  "./service.ts",
  "../admin-users/service.ts",
  "../uploads/service.ts",
  "../uploads/image-sniff.ts",
];

describe("moderation, user and upload messages", () => {
  it("finds the keys it checks (the patterns still match the sources)", () => {
    const keys = sources.flatMap((s) => keysIn(read(s)));
    expect(keys).toEqual(
      expect.arrayContaining([
        "moderationReasonRequired",
        "moderationApproveNotDraft",
        "userStatusInvalid",
        "cannotDisableSelf",
        "uploadTooLarge",
        "uploadHtmlInside",
      ]),
    );
  });

  it("every key is in all three server catalogues", () => {
    const catalogues = messageCatalogues();
    const keys = sources.flatMap((s) => keysIn(read(s))).filter((k) => k !== "promptNotFound");
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
