/**
 * Reading a chat-completions reply as structured data: the message content must be one JSON
 * object matching the caller's zod schema. Models asked for JSON sometimes wrap it in a Markdown
 * fence even with response_format set; that wrapper is tolerated, anything else is not.
 */
import type { z } from "zod";
import { LlmInvalidReply } from "./errors.ts";

const FENCE = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/i;
const MAX_ISSUES_SHOWN = 3;

type ChatCompletion = { choices?: Array<{ message?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown }> };

/** The assistant message's text, or an LlmInvalidReply saying what was missing. */
export function messageContent(body: unknown): string {
  const choice = (body as ChatCompletion | null)?.choices?.[0];
  if (!choice) throw new LlmInvalidReply("the reply has no choices");
  if (choice.finish_reason === "length") throw new LlmInvalidReply("the reply was cut off at the length limit");
  const content = choice.message?.content;
  if (typeof content !== "string" || content.trim() === "") {
    const refusal = typeof choice.message?.refusal === "string" ? `: ${choice.message.refusal}` : "";
    throw new LlmInvalidReply(`the reply has no text content${refusal}`);
  }
  return content;
}

export function parseJsonContent<S extends z.ZodType>(content: string, schema: S): z.output<S> {
  const trimmed = content.trim();
  const text = FENCE.exec(trimmed)?.[1] ?? trimmed;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new LlmInvalidReply("the content is not JSON");
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues
    .slice(0, MAX_ISSUES_SHOWN)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join(".") : "(root)"}: ${issue.message}`)
    .join("; ");
  throw new LlmInvalidReply(`the content does not have the expected shape (${issues})`);
}
