import { describe, expect, it } from "vitest";
import { compareBlogEntries, sortBlogEntries } from "./ordering.ts";

const ids = (entries: Array<{ id: string }>) => entries.map((e) => e.id);

describe("blog ordering", () => {
  it("puts a lower order first", () => {
    const sorted = sortBlogEntries([
      { id: "c", order: 3, date: "2025-09-30" },
      { id: "a", order: 1, date: "2025-01-01" },
      { id: "b", order: 2, date: "2025-05-05" },
    ]);
    expect(ids(sorted)).toEqual(["a", "b", "c"]);
  });

  it("puts entries without an order last, whatever their date", () => {
    const sorted = sortBlogEntries([
      { id: "none-new", date: "2025-12-31" },
      { id: "null", order: null, date: "2025-06-01" },
      { id: "ordered-old", order: 99, date: "2020-01-01" },
      { id: "nan", order: Number.NaN, date: "2025-11-01" },
    ]);
    expect(ids(sorted)).toEqual(["ordered-old", "none-new", "nan", "null"]);
  });

  it("breaks ties of order (and of missing order) by newest date first", () => {
    const sorted = sortBlogEntries([
      { id: "two-old", order: 2, date: "2025-09-16" },
      { id: "two-new", order: 2, date: "2025-09-23" },
      { id: "x-old", date: "2025-01-01" },
      { id: "x-new", date: "2025-02-01" },
    ]);
    expect(ids(sorted)).toEqual(["two-new", "two-old", "x-new", "x-old"]);
  });

  it("treats order 0 as an order (before 1, not missing) and negative orders as earlier still", () => {
    expect(
      ids(
        sortBlogEntries([
          { id: "one", order: 1, date: "2025-01-01" },
          { id: "none", date: "2025-01-01" },
          { id: "zero", order: 0, date: "2025-01-01" },
          { id: "neg", order: -1, date: "2025-01-01" },
        ]),
      ),
    ).toEqual(["neg", "zero", "one", "none"]);
  });

  it("counts an unreadable date as the oldest and ends with a stable order by id", () => {
    const sorted = sortBlogEntries([
      { id: "b", order: 1, date: "not a date" },
      { id: "c", order: 1, date: "2025-01-01" },
      { id: "a", order: 1, date: "2025-01-01" },
    ]);
    expect(ids(sorted)).toEqual(["a", "c", "b"]);
  });

  it("does not modify the given list and is a consistent comparison", () => {
    const input = [
      { id: "b", order: 2, date: "2025-01-01" },
      { id: "a", order: 1, date: "2025-01-01" },
    ];
    sortBlogEntries(input);
    expect(ids(input)).toEqual(["b", "a"]);
    const [b, a] = input as [(typeof input)[0], (typeof input)[0]];
    expect(Math.sign(compareBlogEntries(a, b))).toBe(-Math.sign(compareBlogEntries(b, a)));
    expect(compareBlogEntries(a, a)).toBe(0);
  });
});
