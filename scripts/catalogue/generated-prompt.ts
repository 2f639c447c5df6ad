/**
 * One generated prompt: a demo prompt's three language versions with vocabulary words, sentences
 * of another demo prompt and a rare name mixed in, plus counters and dates. Pure and
 * deterministic: the same random sequence gives the same prompt.
 */
import { LANGUAGES, type Language } from "../../contract/constants.ts";
import type { DemoPrompt } from "../../server/db/seed/demo-data.ts";
import { hotScore } from "../../server/db/popularity.ts";
import { pick, zipfPicker } from "./random.ts";
import { NAME_CHARACTERS, NAME_SENTENCE, NAME_SYLLABLES, SENTENCES, TITLE_SUFFIXES, VOCABULARY, type Term } from "./vocabulary.ts";

const DAY_MS = 86_400_000;
const nameCharacters = [...NAME_CHARACTERS];
/** An exponent a little above 1 spreads the words from ~15% of prompts down to ~0.2%. */
const vocabularyIndex = zipfPicker(VOCABULARY.length, 1.1);

export type GeneratedVersion = { lan: Language; title: string; description: string; prompt: string; tips: string };

export type GeneratedPrompt = {
  base: DemoPrompt;
  versions: GeneratedVersion[];
  vipLevel: number;
  status: "published" | "draft";
  counters: { clickCnt: number; copyCnt: number; shareCnt: number; markCnt: number; rateCnt: number };
  score: number;
  hot: number;
  createdAt: Date;
};

const column = (lan: Language) => LANGUAGES.indexOf(lan);

function fill(template: Term, lan: Language, a: Term, b?: Term): string {
  const i = column(lan);
  return (template[i] ?? "").replace("{a}", a[i] ?? "").replace("{b}", b?.[i] ?? "");
}

/** Sentences joined the way each language writes them: no space in Chinese. */
function join(lan: Language, parts: string[]): string {
  return parts.filter(Boolean).join(lan === "en" ? " " : "");
}

function firstSentence(text: string, lan: Language): string {
  const match = lan === "en" ? /^.*?[.!?](\s|$)/s.exec(text) : /^.*?[。！？]/s.exec(text);
  return (match?.[0] ?? text).trim();
}

/** Versions in LANGUAGES order; the base prompt has all three (the demo data guarantees it). */
function versionOf(prompt: DemoPrompt, lan: Language) {
  const version = prompt.i18n[lan];
  if (!version) throw new Error(`demo prompt ${prompt.code} has no ${lan} version`);
  return version;
}

/** Heavy-tailed views (most prompts are seen a little, a few a lot), other counters follow. */
function counters(random: () => number) {
  const clickCnt = Math.floor(Math.exp(random() * Math.log(30_000)));
  const rateCnt = random() < 0.6 ? 0 : Math.floor(random() * 40);
  return {
    clickCnt,
    copyCnt: Math.floor(clickCnt * random() * 0.5),
    shareCnt: Math.floor(clickCnt * random() * 0.05),
    markCnt: Math.floor(clickCnt * random() * 0.15),
    rateCnt,
  };
}

function accessLevel(random: () => number): number {
  const r = random();
  return r < 0.88 ? 0 : r < 0.94 ? 1 : r < 0.97 ? 2 : 3;
}

export function generatePrompt(random: () => number, demo: readonly DemoPrompt[], now: Date): GeneratedPrompt {
  const base = pick(random, demo);
  const other = pick(random, demo);
  const [w1, w2, w3, w4] = Array.from({ length: 4 }, () => VOCABULARY[vocabularyIndex(random)] ?? VOCABULARY[0]!);
  const titleSuffix = pick(random, TITLE_SUFFIXES);
  const descriptionSentence = pick(random, SENTENCES);
  const promptSentence = pick(random, SENTENCES);
  const borrow = random() < 0.5;
  const name = pick(random, nameCharacters) + pick(random, nameCharacters);
  const nameTerm: Term = [name, name, pick(random, NAME_SYLLABLES) + pick(random, NAME_SYLLABLES)];

  const versions = LANGUAGES.map((lan): GeneratedVersion => {
    const own = versionOf(base, lan);
    const borrowed = versionOf(other, lan);
    return {
      lan,
      title: own.title + fill(titleSuffix, lan, w1!),
      description: join(lan, [own.description, fill(descriptionSentence, lan, w2!, w3!), borrow ? firstSentence(borrowed.description, lan) : ""]),
      prompt: `${own.prompt}\n${join(lan, [fill(promptSentence, lan, w4!, w1!), fill(NAME_SENTENCE, lan, nameTerm)])}`,
      tips: own.tips,
    };
  });

  const c = counters(random);
  const score = c.rateCnt === 0 ? 0 : Math.round((4 + random() * 6) * 10) / 10;
  return {
    base,
    versions,
    vipLevel: accessLevel(random),
    status: random() < 0.01 ? "draft" : "published",
    counters: c,
    score,
    hot: hotScore(c),
    createdAt: new Date(now.getTime() - Math.floor(random() * 3 * 365 * DAY_MS)),
  };
}
