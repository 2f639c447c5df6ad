import { describe, expect, it } from "vitest";
import { USERNAME_PATTERN } from "../../../contract/account-rules.ts";
import { baseUsername, usernameCandidates } from "./username.ts";

describe("usernames derived from an e-mail address", () => {
  it.each([
    ["zhang.san+news@example.cn", "zhang_san_news"],
    ["李雷@example.cn", "user_李雷"],
    ["ab@example.com", "user_ab"],
    ["...@example.com", "user"],
    ["a-very-long-local-part-indeed@example.com", "a_very_long_local_pa"],
  ])("turns %s into %s", (email, expected) => {
    expect(baseUsername(email)).toBe(expected);
  });

  it("offers candidates that are all valid usernames of at most 20 characters, the base first", () => {
    const base = baseUsername("a-very-long-local-part-indeed@example.com");
    const candidates = usernameCandidates(base);
    expect(candidates[0]).toBe(base);
    expect(new Set(candidates).size).toBe(candidates.length);
    for (const candidate of candidates) {
      expect(candidate.length).toBeLessThanOrEqual(20);
      expect(candidate.length).toBeGreaterThanOrEqual(3);
      expect(candidate).toMatch(USERNAME_PATTERN);
    }
  });
});
