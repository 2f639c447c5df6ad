/**
 * The my-prompts form: its values, how a listed prompt fills them, what
 * they send, and the same validation the server runs (contract/prompts.ts), keyed by field.
 */
import type { DemoExample } from "../../../contract/catalog.ts";
import { UserPromptBodySchema, type ManagedPrompt } from "../../../contract/prompts.ts";

export type PromptFormValues = {
  /** Set in edit mode. */
  id?: number;
  title: string;
  categoryIds: number[];
  prompt: string;
  /** Empty asks the server to take the start of the prompt text. */
  description: string;
  /** As loaded: an unchanged description is not sent, so one the server derived keeps following the text. */
  loadedDescription: string;
  input: string;
  out: string;
  tips: string;
  /** Examples after the first: the form edits one, the others are sent back as they are. */
  moreExamples: DemoExample[];
  /** Unticked: private, only its owner opens it (a copy saved with "save as mine" starts so). */
  published: boolean;
};

export const EMPTY_FORM: PromptFormValues = {
  title: "",
  categoryIds: [],
  prompt: "",
  description: "",
  loadedDescription: "",
  input: "",
  out: "",
  tips: "",
  moreExamples: [],
  published: true,
};

export type FormField = "title" | "categoryIds" | "prompt" | "description" | "input" | "out" | "tips";
/** Field → message key of the contract (titleRequired, categoryRequired, contentRequired, ...). */
export type FormErrors = Partial<Record<FormField, string>>;

export function formOf(item: ManagedPrompt): PromptFormValues {
  const [first, ...rest] = item.demo;
  return {
    id: item.id,
    title: item.title,
    categoryIds: item.categoryIds,
    prompt: item.prompt,
    description: item.description,
    loadedDescription: item.description,
    input: first?.input ?? "",
    out: first?.out ?? "",
    tips: item.tips,
    moreExamples: rest.map(({ input, out }) => ({ input, out })),
    published: item.status !== "private",
  };
}

/** The body of a user's prompt (UserPromptBodySchema, contract/prompts.ts); update also sends id. */
export function bodyOf(values: PromptFormValues): Record<string, unknown> {
  return {
    ...(values.id === undefined ? {} : { id: values.id }),
    title: values.title,
    prompt: values.prompt,
    ...(values.description === values.loadedDescription ? {} : { description: values.description }),
    tips: values.tips,
    demo: [{ input: values.input, out: values.out }, ...values.moreExamples],
    categoryIds: values.categoryIds,
    status: values.published ? "published" : "private",
  };
}

function fieldOf(path: readonly PropertyKey[]): FormField {
  const [head, index, key] = path;
  if (head === "demo") return index === 0 && key === "out" ? "out" : "input";
  if (head === "title" || head === "categoryIds" || head === "prompt" || head === "description" || head === "tips") return head;
  return "prompt";
}

/** First message key per field, in form order; empty when the values can be sent. */
export function validateForm(values: PromptFormValues): FormErrors {
  const result = UserPromptBodySchema.safeParse(bodyOf(values));
  const errors: FormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[fieldOf(issue.path)] ??= issue.message;
  return errors;
}

export const FIELD_ORDER: readonly FormField[] = ["title", "categoryIds", "prompt", "description", "input", "out", "tips"];
