/**
 * Which stored Chinese versions are conversions of the other script, and of which (decision 033):
 * the rule every writer follows. A machine-made script next to a person's other script was
 * converted from it (prompts/version-plan.ts, console/category-versions.ts); when both are a
 * machine's, the model wrote zh-CN and zh-TW was converted from it (run-job.ts chineseFromEnglish,
 * agent-service.ts).
 */
import type { ChineseLanguage } from "../../../contract/constants.ts";

type VersionState = { lan: string; machine: boolean };

const other = (lan: ChineseLanguage): ChineseLanguage => (lan === "zh-CN" ? "zh-TW" : "zh-CN");
const isChinese = (lan: string): lan is ChineseLanguage => lan === "zh-CN" || lan === "zh-TW";

/** The language `version` was converted from, or null when it is no conversion (a person's, a translation). */
export function conversionSource(version: VersionState, versions: readonly VersionState[]): ChineseLanguage | null {
  if (!version.machine || !isChinese(version.lan)) return null;
  const source = other(version.lan);
  const sibling = versions.find((v) => v.lan === source);
  if (!sibling) return null;
  if (!sibling.machine) return source;
  return version.lan === "zh-TW" ? source : null;
}

/**
 * Each machine-made Chinese version with its text converted again from its source, or null when
 * it is no conversion (it then only takes the current stamp).
 */
export function reconverted<V extends VersionState, T>(
  versions: readonly V[],
  convert: (source: V, from: ChineseLanguage, to: ChineseLanguage) => T,
): Array<{ version: V; text: T | null }> {
  return versions
    .filter((v) => v.machine && isChinese(v.lan))
    .map((version) => {
      const from = conversionSource(version, versions);
      return {
        version,
        text: from
          ? convert(
              versions.find((s) => s.lan === from)!,
              from,
              other(from),
            )
          : null,
      };
    });
}
