import { randomBytes } from "node:crypto";

/** Short, URL-safe, unguessable codes for prompts created through the API. */
export function newPromptCode(): string {
  return randomBytes(8).toString("hex").slice(0, 10);
}
