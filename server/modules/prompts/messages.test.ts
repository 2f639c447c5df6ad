import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../contract/constants.ts";
import { PROMPT_LIMITS } from "../../../contract/prompts.ts";
import { translate } from "../../lib/messages.ts";
import "./messages.ts";

/** The keys whose text names a limit, and the limit it names. */
const LIMITED = {
  titleTooLong: PROMPT_LIMITS.title,
  categoryTooMany: PROMPT_LIMITS.categories,
  contentTooLong: PROMPT_LIMITS.prompt,
  descriptionTooLong: PROMPT_LIMITS.description,
  tipsTooLong: PROMPT_LIMITS.tips,
  demoTooLong: PROMPT_LIMITS.demoText,
  demoTooMany: PROMPT_LIMITS.demoItems,
  imageAddressInvalid: PROMPT_LIMITS.imageAddress,
  imagesTooMany: PROMPT_LIMITS.images,
  sourceTooLong: PROMPT_LIMITS.source,
} as const;

describe("the prompt calls' messages", () => {
  it.each(LANGUAGES)("say in %s the limits the schema checks", (lan) => {
    for (const [key, max] of Object.entries(LIMITED)) expect(translate(lan, key as keyof typeof LIMITED)).toMatch(new RegExp(`\\b${max}\\b`));
  });

  it("write none of the limits by hand", () => {
    const source = readFileSync(new URL("./messages.ts", import.meta.url), "utf8");
    for (const max of new Set(Object.values(PROMPT_LIMITS))) expect(source).not.toMatch(new RegExp(`\\b${max}\\b`));
  });
});
