import { useCallback, useState } from "react";
import { flushSync } from "react-dom";
import type { FieldErrors } from "./validate.ts";

/**
 * The few lines of form state the auth screens share (no form library: the page must stay small).
 * Editing a field drops its error, so a message never describes a value that is gone.
 */
export function useForm<Values extends Record<string, string>>(initial: Values) {
  type Field = keyof Values & string;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const setField = useCallback((field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  /**
   * Shows the errors and moves focus to the first invalid field. The errors are committed first,
   * so a screen reader announcing the focused field also reads its (aria-describedby) message.
   */
  const showErrors = useCallback((form: HTMLFormElement | null, next: FieldErrors<Field>, order: readonly Field[]) => {
    flushSync(() => setErrors(next));
    const first = order.find((field) => next[field]);
    const element = first ? form?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  }, []);

  return { values, errors, setField, setValues, setErrors, showErrors };
}
