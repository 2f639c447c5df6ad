/**
 * The agent's model path: one chat call turns raw prompt text into a catalogue entry (title,
 * description, a usage example, tips, further categories) in the text's own language, plus the
 * one translation only a model can make (English for Chinese text, Simplified Chinese for English).
 * The other Chinese script is OpenCC's, as for every other write.
 */
import { z } from "zod";
import type { Language } from "../../../contract/constants.ts";
import { PROMPT_LIMITS } from "../../../contract/prompts.ts";
import type { LlmClient } from "../../lib/llm/client.ts";
import { deriveDescription } from "../prompts/description.ts";
import type { AgentText } from "./agent-offline.ts";
import { LANGUAGE_NAMES } from "./model-translate.ts";
import type { PromptText } from "./version-repository.ts";

export type AgentCategory = { id: number; code: string; names: string[] };
export type ModelDraft = AgentText & { extraCategoryCodes: string[]; translation: { lan: Language; text: PromptText } };

export const MAX_EXTRA_CATEGORIES = 3;
const DESCRIPTION_MAX = 300;

const clamp = (max: number) => (value: string) => [...value].slice(0, max).join("");
const text = (max: number) => z.string().trim().transform(clamp(max));
const required = (max: number) => z.string().trim().min(1).transform(clamp(max));
const ExampleSchema = z
  .object({ input: text(PROMPT_LIMITS.demoText).default(""), output: text(PROMPT_LIMITS.demoText).default("") })
  .default({ input: "", output: "" });
const EntrySchema = z.object({
  title: required(PROMPT_LIMITS.title),
  description: text(DESCRIPTION_MAX).default(""),
  example: ExampleSchema,
  tips: text(PROMPT_LIMITS.tips).default(""),
});

/** The language the model translates into for a source language. */
export const modelTargetOf = (lan: Language): Language => (lan === "en" ? "zh-CN" : "en");

export function agentReplySchema(target: Language, knownCodes: ReadonlySet<string>, chosenCode: string) {
  return EntrySchema.extend({
    // Suggestions outside the catalogue (or the chosen category again) are dropped, not fatal.
    extraCategoryCodes: z
      .array(z.string())
      .default([])
      .transform((codes) =>
        [...new Set(codes.map((c) => c.trim().toLowerCase()))].filter((c) => knownCodes.has(c) && c !== chosenCode).slice(0, MAX_EXTRA_CATEGORIES),
      ),
    versions: z.object({ [target]: EntrySchema.extend({ prompt: required(PROMPT_LIMITS.prompt) }) }),
  });
}

function instructions(lan: Language, target: Language, categories: readonly AgentCategory[], chosen: AgentCategory): string {
  const list = categories.map((c) => `- ${c.code}: ${c.names.join(" / ")}`).join("\n");
  return [
    "You are the editor of a catalogue of AI prompts. An administrator pasted the raw text of a prompt; turn it into a complete catalogue entry.",
    `The prompt is written in ${LANGUAGE_NAMES[lan]}. Write title, description, example and tips in that language.`,
    "Reply with one JSON object:",
    "{",
    '  "title": a short, specific title (at most 30 Chinese characters or 60 Latin characters),',
    '  "description": one or two sentences on what the prompt does and who it is for,',
    '  "example": {"input": a realistic example of what a user fills in or sends, "output": a short, plausible answer},',
    '  "tips": one to three practical tips for using the prompt, as one string,',
    `  "extraCategoryCodes": up to ${MAX_EXTRA_CATEGORIES} codes of further categories from the list below that clearly fit (not "${chosen.code}"), or [],`,
    `  "versions": {"${target}": {"title", "prompt", "description", "tips", "example": {"input", "output"}}} — the same entry and the full prompt text in ${LANGUAGE_NAMES[target]}, keeping placeholders, line breaks and formatting`,
    "}",
    `The administrator filed it under "${chosen.code}". Categories:`,
    list,
  ].join("\n");
}

const demoOf = (example: { input: string; output: string }) => (example.input || example.output ? [{ input: example.input, out: example.output }] : []);

export async function modelDraft(
  llm: LlmClient,
  input: { text: string; lan: Language; categories: readonly AgentCategory[]; chosen: AgentCategory },
): Promise<ModelDraft> {
  const target = modelTargetOf(input.lan);
  const schema = agentReplySchema(target, new Set(input.categories.map((c) => c.code)), input.chosen.code);
  const reply = await llm.completeJson({
    schema,
    messages: [
      { role: "system", content: instructions(input.lan, target, input.categories, input.chosen) },
      { role: "user", content: input.text },
    ],
  });
  const version = reply.versions[target];
  if (!version) throw new Error(`schema let through a reply without versions.${target}`);
  return {
    title: reply.title,
    description: reply.description || deriveDescription(input.text),
    tips: reply.tips,
    demo: demoOf(reply.example),
    extraCategoryCodes: reply.extraCategoryCodes,
    translation: {
      lan: target,
      text: { title: version.title, prompt: version.prompt, description: deriveDescription(version.prompt), tips: version.tips, demo: demoOf(version.example) },
    },
  };
}
