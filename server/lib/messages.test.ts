import { describe, expect, it } from "vitest";
import { registerMessages, translate, type MessageKey } from "./messages.ts";

registerMessages({
  "zh-CN": { testHolds: "还有 {count} 个提示词" },
  "zh-TW": { testHolds: "還有 {count} 個提示詞" },
  en: { testHolds_one: "{count} prompt left", testHolds: "{count} prompts left" },
});
/** Registered by this test alone, so not one of the app's typed keys. */
const testHolds = "testHolds" as MessageKey;

describe("translate", () => {
  it("picks the singular where the language has one, and groups the count", () => {
    expect(translate("en", testHolds, { count: 1 })).toBe("1 prompt left");
    expect(translate("en", testHolds, { count: 0 })).toBe("0 prompts left");
    expect(translate("en", testHolds, { count: 12345 })).toBe("12,345 prompts left");
    expect(translate("zh-CN", testHolds, { count: 1 })).toBe("还有 1 个提示词");
    expect(translate("zh-TW", testHolds, { count: 12345 })).toBe("還有 12,345 個提示詞");
  });

  it("leaves other placeholders as given", () => {
    expect(translate("en", "invalidField", { field: "size", reason: "2000" })).toBe("Invalid parameter size: 2000");
  });
});
