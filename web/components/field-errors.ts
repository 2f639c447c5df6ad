import type { z } from "zod";

/** Field → the first message key zod gave for it (a key of the contract, worded by the catalogues). */
export type FieldErrors = Record<string, string>;

const dottedPath = (path: readonly PropertyKey[]) => path.map(String).join(".");

/** The first issue of each field; `fieldOf` names the field a contract path shows under ("i18n.en.category" by default). */
export function issuesByField(error: z.ZodError, fieldOf: (path: readonly PropertyKey[]) => string = dottedPath): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[fieldOf(issue.path) || "form"] ??= issue.message;
  return errors;
}
