/**
 * What the console's and my prompts' forms share: the fields over contract/prompts.ts that both
 * edit, how a listed prompt fills them, the body they send, and the schema's complaints keyed by
 * field. Each form adds its own fields on top (the console's images, access level, language…;
 * my prompts' "published").
 */
import type { z } from "zod";
import type { DemoExample } from "../../../contract/catalog.ts";
import type { ManagedPrompt } from "../../../contract/prompts.ts";
import { issuesByField, type FieldErrors } from "../field-errors.ts";

export type PromptTextValues = {
  /** Set in edit mode. */
  id?: number;
  title: string;
  categoryIds: number[];
  prompt: string;
  /** Of the prompt's language; empty asks the server to take the start of the prompt text. */
  description: string;
  /** As loaded: an unchanged description is not sent, so one the server derived keeps following the text. */
  loadedDescription: string;
  /** The first example's input and output: the form edits one example. */
  inputText: string;
  outputText: string;
  tips: string;
  /** Examples after the first, sent back as they are. */
  moreExamples: DemoExample[];
};

export const EMPTY_PROMPT_TEXT: PromptTextValues = {
  title: "",
  categoryIds: [],
  prompt: "",
  description: "",
  loadedDescription: "",
  inputText: "",
  outputText: "",
  tips: "",
  moreExamples: [],
};

/** What a form loads: a listed prompt, or the draft the agent entry just filed (without a description). */
export type LoadedPrompt = Pick<ManagedPrompt, "id" | "title" | "categoryIds" | "prompt" | "tips" | "demo"> & Partial<Pick<ManagedPrompt, "description">>;

export function promptTextOf(prompt: LoadedPrompt): PromptTextValues {
  const [first, ...rest] = prompt.demo;
  return {
    id: prompt.id,
    title: prompt.title,
    categoryIds: prompt.categoryIds,
    prompt: prompt.prompt,
    description: prompt.description ?? "",
    loadedDescription: prompt.description ?? "",
    inputText: first?.input ?? "",
    outputText: first?.out ?? "",
    tips: prompt.tips,
    moreExamples: rest,
  };
}

/** The shared part of the body; `firstExample` adds to the edited example (the console's images). */
export function promptTextBody(values: PromptTextValues, firstExample: Partial<DemoExample> = {}): Record<string, unknown> {
  return {
    ...(values.id === undefined ? {} : { id: values.id }),
    title: values.title,
    categoryIds: values.categoryIds,
    prompt: values.prompt,
    ...(values.description === values.loadedDescription ? {} : { description: values.description }),
    tips: values.tips,
    demo: [{ input: values.inputText, out: values.outputText, ...firstExample }, ...values.moreExamples],
  };
}

/**
 * A contract path → the form field that shows it. The first example is the form's example fields;
 * a problem in a kept later example shows under the example input, the only place it can be seen.
 */
export function fieldOf(path: readonly PropertyKey[]): string {
  const [head, index, key] = path.map(String);
  if (head !== "demo") return head ?? "form";
  if (index !== "0") return "inputText";
  return ({ inputImgs: "inputImgs", outImgs: "outImgs", out: "outputText" } as Record<string, string>)[key ?? ""] ?? "inputText";
}

export type PromptSubmission = { ok: true; body: Record<string, unknown> } | { ok: false; errors: FieldErrors };

/** Checks a body with the schema the server uses: the body to send, or the first message key of each field. */
export function checkBody(schema: z.ZodType, body: Record<string, unknown>): PromptSubmission {
  const parsed = schema.safeParse(body);
  return parsed.success ? { ok: true, body } : { ok: false, errors: issuesByField(parsed.error, fieldOf) };
}
