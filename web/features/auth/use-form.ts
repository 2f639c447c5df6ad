import { useCallback, useState } from "react";
import { flushSync } from "react-dom";
import { toast } from "../../components/toast/toast-store.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { hasErrors, type FieldErrors } from "./validate.ts";

function focusField(form: HTMLFormElement | null, field: string | undefined) {
  const element = field ? form?.elements.namedItem(field) : null;
  if (element instanceof HTMLElement) element.focus();
}

/**
 * The few lines of form state the auth screens share (no form library: the page must stay small).
 * Editing a field drops its error, so a message never describes a value that is gone.
 */
export function useForm<Values extends Record<string, string>>(initial: Values) {
  type Field = keyof Values & string;
  const { t } = useTranslation("auth");
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  /** The server's own words about one field (a taken username), shown on it like a validation error. */
  const [refusals, setRefusals] = useState<Partial<Record<Field, string>>>({});

  const setField = useCallback((field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    const drop = <T extends Partial<Record<Field, unknown>>>(current: T): T => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    };
    setErrors(drop);
    setRefusals(drop);
  }, []);

  /**
   * Shows the errors and moves focus to the first invalid field. The errors are committed first,
   * so a screen reader announcing the focused field also reads its (aria-describedby) message.
   */
  const showErrors = useCallback((form: HTMLFormElement | null, next: FieldErrors<Field>, order: readonly Field[]) => {
    flushSync(() => {
      setErrors(next);
      setRefusals({});
    });
    focusField(
      form,
      order.find((field) => next[field]),
    );
  }, []);

  /** A submit with invalid fields: their errors shown as `showErrors` does, and one toast asking to check them. True when it refused. */
  const refuseInvalid = useCallback(
    (form: HTMLFormElement | null, found: FieldErrors<Field>, order: readonly Field[]) => {
      if (!hasErrors(found)) return false;
      showErrors(form, found, order);
      toast.warning(t("validation.checkInput"), { id: "auth-check-input" });
      return true;
    },
    [showErrors, t],
  );

  /** Shows the server's message on the field it refused, focused as `showErrors` does. */
  const showRefusal = useCallback((form: HTMLFormElement | null, field: Field, message: string) => {
    flushSync(() => setRefusals({ [field]: message } as Partial<Record<Field, string>>));
    focusField(form, field);
  }, []);

  return { values, errors, refusals, setField, setValues, setErrors, showErrors, refuseInvalid, showRefusal };
}
