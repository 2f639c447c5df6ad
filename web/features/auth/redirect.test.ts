import { describe, expect, it } from "vitest";
import { redirectTarget, safeRedirect } from "./redirect.ts";

describe("the page after signing in", () => {
  it("follows a path on this site, keeping its query and hash", () => {
    expect(safeRedirect("/detail/abc?x=1#rate")).toBe("/detail/abc?x=1#rate");
    expect(safeRedirect("/admin")).toBe("/admin");
  });

  it("never leaves the site", () => {
    for (const target of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "/\t/evil.example", "javascript:alert(1)", "evil.example", ""]) {
      expect(safeRedirect(target), target).toBe("/");
    }
  });

  it("does not loop back to a sign-in page", () => {
    expect(safeRedirect("/login?redirect=/x")).toBe("/");
    expect(safeRedirect("/emailLogin?token=t")).toBe("/");
  });

  it("takes ?redirect= first, then a `from` in navigation state, else home", () => {
    expect(redirectTarget("?redirect=%2Fadmin", { from: "/profile" })).toBe("/admin");
    expect(redirectTarget("", { from: "/profile" })).toBe("/profile");
    expect(redirectTarget("", { from: 42 })).toBe("/");
    expect(redirectTarget("", null)).toBe("/");
  });
});
