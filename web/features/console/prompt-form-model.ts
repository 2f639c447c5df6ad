/** The console's prompt form: its values, how a listed prompt fills them, and what they send. */
import type { DemoExample } from "../../../contract/catalog.ts";
import { ACCESS, type AccessLevel } from "../../../contract/constants.ts";
import type { AdminCategory } from "../../../contract/console.ts";
import { AdminPromptBodySchema, AdminUpdatePromptBodySchema, type ManagedPrompt } from "../../../contract/prompts.ts";
import { categoryOption, type CategoryOption } from "../../components/category-match.ts";
import { issuesByField, type FieldErrors } from "./issues.ts";

/** New prompts default to zh-cn; the console also offers zh-tw. */
export const PROMPT_LANGUAGES = ["zh-cn", "zh-tw", "en"] as const;
export type PromptLanguage = (typeof PROMPT_LANGUAGES)[number];
export const ACCESS_LEVELS = Object.values(ACCESS) as AccessLevel[];

export type PromptFormValues = {
  id?: number;
  title: string;
  categoryIds: number[];
  prompt: string;
  /** Of the prompt's language; empty asks the server to take the start of the prompt text. */
  description: string;
  /** As loaded: an unchanged description is not sent, so one the server derived keeps following the text. */
  loadedDescription: string;
  inputText: string;
  /** One address per line. */
  inputImgs: string;
  outputText: string;
  outImgs: string;
  tips: string;
  vipLevel: AccessLevel;
  lan: PromptLanguage;
  source: string;
  ignoreTrans: boolean;
  /** Examples after the first: the form edits one, the others are kept as they are. */
  moreExamples: DemoExample[];
};

export const EMPTY_PROMPT_FORM: PromptFormValues = {
  title: "",
  categoryIds: [],
  prompt: "",
  description: "",
  loadedDescription: "",
  inputText: "",
  inputImgs: "",
  outputText: "",
  outImgs: "",
  tips: "",
  vipLevel: ACCESS.everyone,
  lan: "zh-cn",
  source: "",
  ignoreTrans: false,
  moreExamples: [],
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
export type EditablePrompt = Pick<
  ManagedPrompt,
  "id" | "title" | "categoryIds" | "prompt" | "tips" | "demo" | "vipLevel" | "lan" | "source" | "ignoreTrans" | "status"
> &
  Partial<Pick<ManagedPrompt, "description">>;

export function promptFormOf(prompt: EditablePrompt): PromptFormValues {
  const [first, ...rest] = prompt.demo;
  return {
    id: prompt.id,
    title: prompt.title,
    categoryIds: prompt.categoryIds,
    prompt: prompt.prompt,
    description: prompt.description ?? "",
    loadedDescription: prompt.description ?? "",
    inputText: first?.input ?? "",
    inputImgs: (first?.inputImgs ?? []).join("\n"),
    outputText: first?.out ?? "",
    outImgs: (first?.outImgs ?? []).join("\n"),
    tips: prompt.tips,
    vipLevel: (ACCESS_LEVELS.includes(prompt.vipLevel as AccessLevel) ? prompt.vipLevel : ACCESS.everyone) as AccessLevel,
    lan: prompt.lan.toLowerCase() as PromptLanguage,
    source: prompt.source,
    ignoreTrans: prompt.ignoreTrans,
    moreExamples: rest,
  };
}

export function promptBodyOf(values: PromptFormValues): Record<string, unknown> {
  return {
    ...(values.id === undefined ? {} : { id: values.id }),
    title: values.title,
    categoryIds: values.categoryIds,
    prompt: values.prompt,
    ...(values.description === values.loadedDescription ? {} : { description: values.description }),
    tips: values.tips,
    demo: [{ input: values.inputText, out: values.outputText, inputImgs: lines(values.inputImgs), outImgs: lines(values.outImgs) }, ...values.moreExamples],
    vipLevel: values.vipLevel,
    lan: values.lan,
    source: values.source,
    // ignoreTrans is sent only when true.
    ...(values.ignoreTrans ? { ignoreTrans: true } : {}),
  };
}

/** Contract paths → the form's fields (the first example is the form's example fields). */
function fieldOf(path: string): string {
  if (path.startsWith("demo.0.inputImgs")) return "inputImgs";
  if (path.startsWith("demo.0.outImgs")) return "outImgs";
  if (path.startsWith("demo.0.input")) return "inputText";
  if (path.startsWith("demo.0.out")) return "outputText";
  return path.split(".")[0] ?? path;
}

export type PromptSubmission = { ok: true; body: Record<string, unknown> } | { ok: false; errors: FieldErrors };

export function validatePromptForm(values: PromptFormValues): PromptSubmission {
  const body = promptBodyOf(values);
  const parsed = (values.id === undefined ? AdminPromptBodySchema : AdminUpdatePromptBodySchema).safeParse(body);
  if (parsed.success) return { ok: true, body };
  const errors: FieldErrors = {};
  for (const [path, key] of Object.entries(issuesByField(parsed.error))) errors[fieldOf(path)] ??= key;
  return { ok: false, errors };
}
