import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../contract/constants.ts";
import { createConsoleI18n } from "./console-i18n.test-support.ts";
import { errorText } from "./issues.ts";

describe("the console's error texts", () => {
  it.each(LANGUAGES)("word a key no catalogue has in %s with the sentence my prompts' form uses too (common.json)", (lang) => {
    const t = createConsoleI18n(lang).getFixedT("console");
    expect(errorText(t, "noSuchKey")).toBe(t("common:formErrors.invalid"));
    expect(errorText(t, "titleRequired")).toBe(t("common:promptErrors.titleRequired"));
    expect(errorText(t, "groupNameRequired")).toBe(t("errors.groupNameRequired"));
  });
});
