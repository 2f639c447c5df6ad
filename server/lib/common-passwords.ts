/**
 * The most common passwords, refused wherever a password is chosen (issue #22). The list is the
 * 49k-entry ranked common-password dictionary that zxcvbn-ts ships as data (a maintained package,
 * data only, no install script), plus what it leaves out on purpose because its estimator catches
 * them by shape: one short unit repeated ("888888", "abcabc") and straight runs ("654321",
 * "abcdef"); and the ones Chinese-speaking users choose most that it lacks. Compared case-blind.
 */
import { dictionary } from "@zxcvbn-ts/language-common";

const CHINESE_FAVOURITES = ["5211314", "1314521", "7758521", "7758258", "5201314520", "woaini1314", "woaini520", "woaini123", "wodemima", "woshishui"];

let common: Set<string> | undefined;

function commonList(): Set<string> {
  common ??= new Set([...dictionary["passwords-common"], ...CHINESE_FAVOURITES]);
  return common;
}

const isRepeatedUnit = (value: string) => /^(.{1,3})\1+$/u.test(value);

/** "123456", "654321", "abcdefg": each character one after or one before the previous one. */
function isStraightRun(value: string): boolean {
  const codes = Array.from(value, (c) => c.codePointAt(0)!);
  const step = codes[1]! - codes[0]!;
  return Math.abs(step) === 1 && codes.every((code, i) => i === 0 || code - codes[i - 1]! === step);
}

export function isCommonPassword(password: string): boolean {
  const folded = password.toLowerCase();
  return commonList().has(folded) || isRepeatedUnit(folded) || isStraightRun(folded);
}
