import { describe, expect, it } from "vitest";
import { normaliseDemo, safeImageUrl } from "./demo.ts";

describe("usage examples", () => {
  it("accepts a list of objects", () => {
    expect(normaliseDemo([{ input: "in", out: "out" }])).toEqual([{ input: "in", out: "out", inputImgs: [], outImgs: [] }]);
  });

  it("accepts JSON text, a single object and `output` for `out`", () => {
    expect(normaliseDemo('{"input":"q","output":"a","outImgs":["https://x.test/1.png", 3]}')).toEqual([
      { input: "q", out: "a", inputImgs: [], outImgs: ["https://x.test/1.png"] },
    ]);
  });

  it("drops empty examples and unreadable input", () => {
    expect(normaliseDemo([{ input: " ", out: "" }, null, 4])).toEqual([]);
    expect(normaliseDemo("{not json")).toEqual([]);
    expect(normaliseDemo(undefined)).toEqual([]);
  });

  it("lets only http(s) and site-relative images through", () => {
    expect(safeImageUrl("https://cdn.test/a.png")).toBe("https://cdn.test/a.png");
    expect(safeImageUrl("/uploads/a.png")).toBe("/uploads/a.png");
    expect(safeImageUrl("javascript:alert(1)")).toBeNull();
    expect(safeImageUrl("data:image/png;base64,xx")).toBeNull();
    expect(safeImageUrl("//evil.test/a.png")).toBeNull();
  });
});
