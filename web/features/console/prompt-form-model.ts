/** The console's prompt form: the shared fields plus what only an administrator sets (images, access level, language, source, translation). */
import { ACCESS, type AccessLevel } from "../../../contract/constants.ts";
import type { AdminCategory } from "../../../contract/console.ts";
import { AdminPromptBodySchema, AdminUpdatePromptBodySchema, type ManagedPrompt } from "../../../contract/prompts.ts";
import { categoryOption, type CategoryOption } from "../../components/category-match.ts";
import {
  checkBody,
  EMPTY_PROMPT_TEXT,
  promptTextBody,
  promptTextOf,
  type LoadedPrompt,
  type PromptSubmission,
  type PromptTextValues,
} from "../../components/prompt-form/prompt-values.ts";

/** New prompts default to zh-cn; the console also offers zh-tw. */
export const PROMPT_LANGUAGES = ["zh-cn", "zh-tw", "en"] as const;
export type PromptLanguage = (typeof PROMPT_LANGUAGES)[number];
export const ACCESS_LEVELS = Object.values(ACCESS) as AccessLevel[];

export type PromptFormValues = PromptTextValues & {
  /** The first example's images, one address per line. */
  inputImgs: string;
  outImgs: string;
  vipLevel: AccessLevel;
  lan: PromptLanguage;
  source: string;
  ignoreTrans: boolean;
};

export const EMPTY_PROMPT_FORM: PromptFormValues = {
  ...EMPTY_PROMPT_TEXT,
  inputImgs: "",
  outImgs: "",
  vipLevel: ACCESS.everyone,
  lan: "zh-cn",
  source: "",
  ignoreTrans: false,
};

/** The category picker's options: each category named in the console's language, found by its name in any language. */
export function categoryOptionsOf(categories: readonly AdminCategory[]): CategoryOption[] {
  return categories.map((c) =>
    categoryOption(
      c,
      Object.values(c.i18n).map((version) => version.category),
    ),
  );
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** What the form loads: a listed prompt, or the draft the agent entry just filed (without a description). */
export type EditablePrompt = LoadedPrompt & Pick<ManagedPrompt, "vipLevel" | "lan" | "source" | "ignoreTrans" | "status">;

export function promptFormOf(prompt: EditablePrompt): PromptFormValues {
  const first = prompt.demo[0];
  return {
    ...promptTextOf(prompt),
    inputImgs: (first?.inputImgs ?? []).join("\n"),
    outImgs: (first?.outImgs ?? []).join("\n"),
    vipLevel: (ACCESS_LEVELS.includes(prompt.vipLevel as AccessLevel) ? prompt.vipLevel : ACCESS.everyone) as AccessLevel,
    lan: prompt.lan.toLowerCase() as PromptLanguage,
    source: prompt.source,
    ignoreTrans: prompt.ignoreTrans,
  };
}

export function promptBodyOf(values: PromptFormValues): Record<string, unknown> {
  return {
    ...promptTextBody(values, { inputImgs: lines(values.inputImgs), outImgs: lines(values.outImgs) }),
    vipLevel: values.vipLevel,
    lan: values.lan,
    source: values.source,
    // ignoreTrans is sent only when true.
    ...(values.ignoreTrans ? { ignoreTrans: true } : {}),
  };
}

export function validatePromptForm(values: PromptFormValues): PromptSubmission {
  return checkBody(values.id === undefined ? AdminPromptBodySchema : AdminUpdatePromptBodySchema, promptBodyOf(values));
}
