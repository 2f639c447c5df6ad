import type { z } from "zod";

/** Field path ("category", "i18n.en.category") → the first message key zod gave for it. */
export type FieldErrors = Record<string, string>;

export function issuesByField(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".") || "form";
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The catalogue's text for a message key of the contract; unknown keys get a generic sentence. */
export function errorText(t: (key: string, options?: { defaultValue: string }) => string, key: string | undefined): string | undefined {
  if (!key) return undefined;
  return t(`errors.${key}`, { defaultValue: t("errors.invalid") });
}
