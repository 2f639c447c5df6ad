/** Localised reasons for schema validation failures, keyed by zod issue code. */
import type { Language } from "../../contract/constants.ts";
import { registerMessages, translate, type MessageKey } from "./messages.ts";

export const messages = registerMessages({
  "zh-CN": {
    "reason.required": "不能为空",
    "reason.invalid_type": "类型不正确",
    "reason.too_small": "太短或太小",
    "reason.too_big": "太长或太大",
    "reason.invalid_format": "格式不正确",
    "reason.invalid_value": "取值不在允许范围内",
    "reason.unrecognized_keys": "包含不支持的字段",
    "reason.default": "不符合要求",
  },
  "zh-TW": {
    "reason.required": "不能為空",
    "reason.invalid_type": "類型不正確",
    "reason.too_small": "太短或太小",
    "reason.too_big": "太長或太大",
    "reason.invalid_format": "格式不正確",
    "reason.invalid_value": "取值不在允許範圍內",
    "reason.unrecognized_keys": "包含不支援的欄位",
    "reason.default": "不符合要求",
  },
  en: {
    "reason.required": "is required",
    "reason.invalid_type": "has the wrong type",
    "reason.too_small": "is too short or too small",
    "reason.too_big": "is too long or too large",
    "reason.invalid_format": "has an invalid format",
    "reason.invalid_value": "is not an allowed value",
    "reason.unrecognized_keys": "contains unsupported fields",
    "reason.default": "is not valid",
  },
});

declare module "./messages.ts" {
  interface ModuleMessages {
    validation: typeof messages;
  }
}

export type ValidationIssue = { keyword: string; instancePath: string; message?: string; params?: Record<string, unknown> };

/**
 * A schema may name a catalogue key as its message (e.g. "titleRequired"); that wins.
 * Otherwise the zod issue code picks a generic localised reason.
 */
export function describeValidationIssue(lan: Language, issue: ValidationIssue, context: string | undefined) {
  const field = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || context || "body";
  // The schema's message and zod's issue code are strings the types cannot see: a key the
  // catalogue lacks comes back from translate as itself, which is how these lines tell.
  const message = issue.message as MessageKey | undefined;
  const custom = message && translate(lan, message) !== message ? translate(lan, message) : undefined;
  if (custom) return custom;
  const missing = issue.keyword === "invalid_type" && /received undefined/.test(issue.message ?? "");
  const reasonKey = (missing ? "reason.required" : `reason.${issue.keyword}`) as MessageKey;
  const reason = translate(lan, reasonKey) === reasonKey ? translate(lan, "reason.default") : translate(lan, reasonKey);
  return translate(lan, "invalidField", { field, reason });
}
