import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../../contract/constants.ts";
import { encodeBody } from "./body.ts";
import { BodyTooLargeError } from "./errors.ts";

describe("request body encoding", () => {
  it("sends JSON for plain values and nothing for an absent body", () => {
    expect(encodeBody({ a: 1 })).toEqual({ body: '{"a":1}', json: true });
    expect(encodeBody(undefined)).toEqual({ body: undefined, json: false });
  });

  it("accepts a JSON body of exactly 2 MB", () => {
    const body = "x".repeat(MAX_BODY_BYTES - 2);
    expect(encodeBody(body).json).toBe(true);
  });

  it("refuses a JSON body one byte over 2 MB", () => {
    expect(() => encodeBody("x".repeat(MAX_BODY_BYTES - 1))).toThrow(BodyTooLargeError);
  });

  it("measures bytes rather than characters", () => {
    const chinese = "你".repeat(Math.ceil(MAX_BODY_BYTES / 3));
    expect(chinese.length).toBeLessThan(MAX_BODY_BYTES);
    expect(() => encodeBody(chinese)).toThrow(expect.objectContaining({ limit: MAX_BODY_BYTES }));
  });

  it("passes a form through untouched and lets fetch choose its content type", () => {
    const form = new FormData();
    form.append("prompt", "hello");
    expect(encodeBody(form)).toEqual({ body: form, json: false });
  });

  it("refuses a form whose files add up to more than 2 MB", () => {
    const form = new FormData();
    form.append("a", new Blob([new Uint8Array(MAX_BODY_BYTES / 2)]));
    form.append("b", new Blob([new Uint8Array(MAX_BODY_BYTES / 2)]));
    expect(() => encodeBody(form)).toThrow(BodyTooLargeError);
  });
});
