/**
 * Which machine translations a prompt or category needs from the model. The two Chinese scripts
 * are the prompt and console modules' business (OpenCC, at once); the model's are English for a
 * Chinese source and Chinese for an English one (zh-CN by the model, zh-TW from it by OpenCC).
 * A language a person wrote is never a target.
 */
import type { Language } from "../../../contract/constants.ts";

type VersionState = { lan: string; machine: boolean };
export type PlanSubject = { lan: string; skip: boolean; versions: readonly VersionState[] };

const has = (subject: PlanSubject, lan: string) => subject.versions.some((v) => v.lan === lan);
const isHuman = (subject: PlanSubject, lan: string) => subject.versions.some((v) => v.lan === lan && !v.machine);
const isChinese = (lan: string) => lan === "zh-CN" || lan === "zh-TW";

/** The languages the model answers for: "en", or "zh-CN" standing for both Chinese scripts. */
export function modelTargets(subject: PlanSubject): Language[] {
  if (subject.skip) return [];
  if (isChinese(subject.lan)) return isHuman(subject, "en") ? [] : ["en"];
  if (subject.lan === "en") return isHuman(subject, "zh-CN") && isHuman(subject, "zh-TW") ? [] : ["zh-CN"];
  return [];
}

/**
 * The targets whose versions are missing. A prompt's write removes the machine versions its edit
 * made stale (prompts/version-plan.ts), so for prompts a machine version still present is current
 * and needs no new call (saving a form unchanged, or publishing an agent draft as it was).
 */
export function missingTargets(subject: PlanSubject): Language[] {
  return modelTargets(subject).filter((lan) => (lan === "en" ? !has(subject, "en") : !has(subject, "zh-CN") || !has(subject, "zh-TW")));
}
