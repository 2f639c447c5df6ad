/** The text fields of stored versions, without their row fields, and the OpenCC step for categories. */
import { convertScript, type ChineseLanguage } from "../../lib/chinese/script.ts";
import type { CategoryText, PromptText } from "./version-repository.ts";

export const pickPromptText = ({ title, prompt, description, tips, demo }: PromptText): PromptText => ({ title, prompt, description, tips, demo });
export const pickCategoryText = ({ name, intro }: CategoryText): CategoryText => ({ name, intro });

export function convertCategoryText(text: CategoryText, from: ChineseLanguage, to: ChineseLanguage): CategoryText {
  return { name: convertScript(text.name, from, to), intro: convertScript(text.intro, from, to) };
}
