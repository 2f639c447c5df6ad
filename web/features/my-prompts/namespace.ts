/** The my-prompts page's own catalogue (visitors never download it). */
export const NAMESPACE = "my-prompts";
