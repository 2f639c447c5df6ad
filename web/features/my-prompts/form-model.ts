/** The my-prompts form: the shared fields plus whether the prompt is published, checked with the schema the server runs (contract/prompts.ts). */
import { UserPromptBodySchema, type ManagedPrompt } from "../../../contract/prompts.ts";
import {
  checkBody,
  EMPTY_PROMPT_TEXT,
  promptTextBody,
  promptTextOf,
  type PromptSubmission,
  type PromptTextValues,
} from "../../components/prompt-form/prompt-values.ts";

export type PromptFormValues = PromptTextValues & {
  /** Unticked: private, only its owner opens it (a copy saved with "save as mine" starts so). */
  published: boolean;
};

export const EMPTY_FORM: PromptFormValues = { ...EMPTY_PROMPT_TEXT, published: true };

export function formOf(item: ManagedPrompt): PromptFormValues {
  const values = promptTextOf(item);
  return {
    ...values,
    // A user's examples have no images.
    moreExamples: values.moreExamples.map(({ input, out }) => ({ input, out })),
    published: item.status !== "private",
  };
}

/** The body of a user's prompt (UserPromptBodySchema, contract/prompts.ts); update also sends id. */
export function bodyOf(values: PromptFormValues): Record<string, unknown> {
  return { ...promptTextBody(values), status: values.published ? "published" : "private" };
}

/** The body to send, or the first message key of each field. */
export function validateForm(values: PromptFormValues): PromptSubmission {
  return checkBody(UserPromptBodySchema, bodyOf(values));
}
