import { describe, expect, it } from "vitest";
import { lowPriorityPreloads } from "./low-priority-preloads.ts";

const HEAD =
  '<head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  "<title>提示词广场</title></head>";
const EXPECTED =
  '<head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" fetchPriority="low" href="/assets/entry.client.js"/><link rel="modulepreload" fetchPriority="low" href="/assets/root.js"/>' +
  "<title>提示词广场</title></head>";

describe("lowPriorityPreloads", () => {
  it("marks each module preload low priority and leaves the rest as it was", () => {
    expect(lowPriorityPreloads(HEAD)).toBe(EXPECTED);
  });
});
