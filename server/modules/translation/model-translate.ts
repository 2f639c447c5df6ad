/**
 * The model's side of a translation: the instructions, the JSON sent, and the schema the reply
 * must match. Over-long fields are cut to the catalogue's limits rather than rejected, so a
 * wordy model does not fail a job; a missing or empty field does.
 */
import { z } from "zod";
import { CATEGORY_INTRO_MAX, CATEGORY_NAME_MAX } from "../../../contract/console.ts";
import type { Language } from "../../../contract/constants.ts";
import { PROMPT_LIMITS } from "../../../contract/prompts.ts";
import type { LlmClient } from "../../lib/llm/client.ts";
import { deriveDescription } from "../prompts/description.ts";
import type { CategoryText, PromptText } from "./version-repository.ts";

export const LANGUAGE_NAMES: Record<Language, string> = {
  "zh-CN": "Simplified Chinese as written in mainland China",
  "zh-TW": "Traditional Chinese as written in Taiwan",
  en: "English",
};

const clamp = (max: number) => (value: string) => [...value].slice(0, max).join("");
const text = (max: number) => z.string().trim().transform(clamp(max));
const required = (max: number) => z.string().trim().min(1).transform(clamp(max));

const RULES = [
  "Keep the meaning, tone and formatting: line breaks, Markdown, numbered lists and code stay as they are.",
  "Keep placeholders in square or curly brackets in place, translating the words inside them; keep URLs, variable names and product names unchanged.",
  "Write naturally for a native reader; do not add explanations, notes or anything that is not in the source.",
  "An empty field stays empty.",
].join("\n");

function instructions(subject: string, from: Language, to: Language, shape: string): string {
  return [
    `You translate ${subject} for a prompt catalogue from ${LANGUAGE_NAMES[from]} into ${LANGUAGE_NAMES[to]}.`,
    RULES,
    `The user message is a JSON object. Reply with one JSON object with exactly the same keys, every string translated: ${shape}`,
  ].join("\n");
}

export async function translatePromptText(llm: LlmClient, source: PromptText, from: Language, to: Language, signal?: AbortSignal): Promise<PromptText> {
  const schema = z.object({
    title: required(PROMPT_LIMITS.title),
    prompt: required(PROMPT_LIMITS.prompt),
    tips: text(PROMPT_LIMITS.tips).default(""),
    demo: z.array(z.object({ input: text(PROMPT_LIMITS.demoText).default(""), out: text(PROMPT_LIMITS.demoText).default("") })).length(source.demo.length),
  });
  const payload = { title: source.title, prompt: source.prompt, tips: source.tips, demo: source.demo.map((d) => ({ input: d.input, out: d.out })) };
  const reply = await llm.completeJson({
    schema,
    signal,
    messages: [
      {
        role: "system",
        content: instructions(
          "an AI prompt (the text people paste into a chat model)",
          from,
          to,
          '{"title": string, "prompt": string, "tips": string, "demo": [{"input": string, "out": string}]} with as many demo items as the source.',
        ),
      },
      { role: "user", content: JSON.stringify(payload) },
    ],
  });
  return {
    title: reply.title,
    prompt: reply.prompt,
    // The catalogue derives every description from the text the same way; so does a translation.
    description: deriveDescription(reply.prompt),
    tips: reply.tips,
    // Image addresses are not text: each example keeps the source's.
    demo: reply.demo.map((d, i) => ({ ...source.demo[i], input: d.input, out: d.out })),
  };
}

export async function translateCategoryText(llm: LlmClient, source: CategoryText, from: Language, to: Language, signal?: AbortSignal): Promise<CategoryText> {
  const schema = z.object({ name: required(CATEGORY_NAME_MAX), intro: text(CATEGORY_INTRO_MAX).default("") });
  return llm.completeJson({
    schema,
    signal,
    messages: [
      {
        role: "system",
        content: instructions(
          "the name and introduction of a category of AI prompts",
          from,
          to,
          '{"name": string, "intro": string}. The name is short, like a menu label.',
        ),
      },
      { role: "user", content: JSON.stringify({ name: source.name, intro: source.intro }) },
    ],
  });
}
