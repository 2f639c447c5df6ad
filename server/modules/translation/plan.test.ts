import { describe, expect, it } from "vitest";
import { LlmInvalidReply, LlmUnavailable } from "../../lib/llm/errors.ts";
import { missingTargets, modelTargets, type PlanSubject } from "./plan.ts";
import { DEFAULT_WORKER_OPTIONS, retryDelay } from "./worker.ts";

const subject = (lan: string, versions: Array<[string, boolean]>, skip = false): PlanSubject => ({
  lan,
  skip,
  versions: versions.map(([l, machine]) => ({ lan: l, machine })),
});

describe("what the model is asked to translate", () => {
  it("asks for English of a Chinese source, in either script", () => {
    expect(
      modelTargets(
        subject("zh-CN", [
          ["zh-CN", false],
          ["zh-TW", true],
        ]),
      ),
    ).toEqual(["en"]);
    expect(
      modelTargets(
        subject("zh-TW", [
          ["zh-TW", false],
          ["zh-CN", true],
        ]),
      ),
    ).toEqual(["en"]);
  });

  it("asks for Simplified Chinese of an English source, standing for both scripts", () => {
    expect(modelTargets(subject("en", [["en", false]]))).toEqual(["zh-CN"]);
    expect(
      modelTargets(
        subject("en", [
          ["en", false],
          ["zh-CN", false],
        ]),
      ),
    ).toEqual(["zh-CN"]);
  });

  it("asks for nothing a person already wrote", () => {
    expect(
      modelTargets(
        subject("zh-CN", [
          ["zh-CN", false],
          ["en", false],
        ]),
      ),
    ).toEqual([]);
    expect(
      modelTargets(
        subject("en", [
          ["en", false],
          ["zh-CN", false],
          ["zh-TW", false],
        ]),
      ),
    ).toEqual([]);
  });

  it("asks for nothing for a do-not-translate prompt or a draft", () => {
    expect(modelTargets(subject("zh-CN", [["zh-CN", false]], true))).toEqual([]);
  });

  it("treats a machine version still present as current and a missing one as due", () => {
    expect(
      missingTargets(
        subject("zh-CN", [
          ["zh-CN", false],
          ["en", true],
        ]),
      ),
    ).toEqual([]);
    expect(missingTargets(subject("zh-CN", [["zh-CN", false]]))).toEqual(["en"]);
    expect(
      missingTargets(
        subject("en", [
          ["en", false],
          ["zh-CN", true],
        ]),
      ),
    ).toEqual(["zh-CN"]);
    expect(
      missingTargets(
        subject("en", [
          ["en", false],
          ["zh-CN", true],
          ["zh-TW", true],
        ]),
      ),
    ).toEqual([]);
  });
});

describe("the queue's retry delays", () => {
  it("grow from a minute by four each time", () => {
    const error = new LlmInvalidReply("x");
    expect([1, 2, 3].map((attempts) => retryDelay({ attempts }, error, DEFAULT_WORKER_OPTIONS))).toEqual([60_000, 240_000, 960_000]);
  });

  it("follow the server's Retry-After when it asks for longer", () => {
    expect(retryDelay({ attempts: 1 }, new LlmUnavailable("HTTP 429", { status: 429, retryAfterMs: 300_000 }), DEFAULT_WORKER_OPTIONS)).toBe(300_000);
    expect(retryDelay({ attempts: 1 }, new LlmUnavailable("HTTP 429", { status: 429, retryAfterMs: 5_000 }), DEFAULT_WORKER_OPTIONS)).toBe(60_000);
  });
});
