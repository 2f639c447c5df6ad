/**
 * The agent's deterministic draft, used when no model is configured or its reply is unusable:
 * everything comes from the text itself, so agent entry works on a fresh machine.
 */
import type { Language } from "../../../contract/constants.ts";
import { translate } from "../../lib/messages.ts";
import { deriveDescription } from "../prompts/description.ts";
import "./messages.ts";

export const OFFLINE_TITLE_MAX = 40;

export type AgentText = { title: string; description: string; tips: string; demo: Array<{ input: string; out: string }> };

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
/** Markdown and list decoration at the start of a line: "# ", "> ", "- ", "1. ", "**". */
const LEADING_DECORATION = /^(?:#{1,6}\s+|>\s*|[-*+•]\s+|\d+[.)、]\s*|\*\*|__)+/u;
/** Where the first sentence ends: Chinese stops anywhere, Latin ones before a space or the end. */
const SENTENCE_END = /[。！？；!?;]|[.:](?=\s|$)|：/u;
const TRAILING_PUNCTUATION = /[\p{P}\p{S}\s]+$/u;

function cutAt(text: string, max: number): string {
  const graphemes = Array.from(segmenter.segment(text), (s) => s.segment);
  if (graphemes.length <= max) return text;
  const cut = graphemes.slice(0, max).join("");
  // In a spaced script, end at the last whole word when that keeps most of the title.
  const space = cut.lastIndexOf(" ");
  return /[A-Za-z0-9]$/.test(cut) && /^[A-Za-z0-9]/.test(graphemes[max] ?? "") && space > max / 2 ? cut.slice(0, space) : cut;
}

/** The first line, or its first sentence when the line is longer, at most 40 characters, no closing punctuation. */
export function offlineTitle(text: string): string {
  const line = text
    .split(/\r?\n/)
    .map((l) => l.replace(LEADING_DECORATION, "").trim())
    .find((l) => l.length > 0);
  if (!line) return "";
  const sentenceEnd = line.search(SENTENCE_END);
  const sentence = sentenceEnd > 0 ? line.slice(0, sentenceEnd) : line;
  return cutAt(sentence.trim(), OFFLINE_TITLE_MAX)
    .replace(TRAILING_PUNCTUATION, "")
    .replace(/\*\*|__/g, "")
    .trim();
}

export function offlineDraft(text: string, lan: Language): AgentText {
  const title = offlineTitle(text) || cutAt(text.replace(/\s+/g, " ").trim(), OFFLINE_TITLE_MAX);
  return { title, description: deriveDescription(text), tips: translate(lan, "agent.defaultTip"), demo: [] };
}
