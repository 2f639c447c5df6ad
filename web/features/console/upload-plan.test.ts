import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../../contract/constants.ts";
import { planUpload } from "./upload-plan.ts";

const file = (name: string, size: number, type = "image/png") => ({ name, size, type });
const MB = 1024 * 1024;

describe("planning an image upload from the prompt form", () => {
  it("sends small images together in one call", () => {
    const files = [file("a.png", 1000), file("b.jpg", 2000, "image/jpeg")];
    expect(planUpload(files, 0)).toEqual({ ok: true, batches: [files] });
  });

  it("splits files so that no call is over the 2 MB body limit", () => {
    const files = [file("a", 1.5 * MB), file("b", 0.4 * MB), file("c", 0.3 * MB), file("d", 1.9 * MB)];
    const plan = planUpload(files, 0);
    expect(plan.ok && plan.batches.map((b) => b.map((f) => f.name))).toEqual([["a", "b"], ["c"], ["d"]]);
  });

  it("refuses a file the client could not send, naming it", () => {
    expect(planUpload([file("ok.png", 10), file("huge.png", MAX_BODY_BYTES)], 0)).toEqual({ ok: false, reason: "tooLarge", name: "huge.png" });
  });

  it("refuses an SVG or any non-image type, but leaves an unknown type to the server", () => {
    expect(planUpload([file("logo.svg", 10, "image/svg+xml")], 0)).toEqual({ ok: false, reason: "notImage", name: "logo.svg" });
    expect(planUpload([file("x", 10, "")], 0).ok).toBe(true);
  });

  it("refuses more images than one example holds", () => {
    expect(planUpload([file("a", 1), file("b", 1)], 9)).toEqual({ ok: false, reason: "tooMany" });
    expect(planUpload([file("a", 1)], 9).ok).toBe(true);
  });
});
