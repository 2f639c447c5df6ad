import { useCallback, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { toast } from "../../components/toast/toast-store.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { hasErrors, ACCOUNT_LIMIT_VALUES, type FieldErrors } from "./validate.ts";

function focusField(form: HTMLFormElement | null, field: string | undefined) {
  const element = field ? form?.elements.namedItem(field) : null;
  if (element instanceof HTMLElement) element.focus();
}

/** What a form's submit does once its values pass (see `submit` in useForm). */
export interface Submission<Field extends string> {
  /** The values' errors (validate.ts): any, and nothing is sent. */
  invalid: FieldErrors<Field>;
  /** The fields top to bottom: the first invalid one gets the focus. */
  order: readonly Field[];
  send(): Promise<void>;
  /** Says what went wrong (a toast, or the server's words on a field). */
  fail(error: unknown): void;
  /** The form goes away after a success (signed in, the dialog closing): its button stays busy until then. */
  leaves?: boolean;
}

/**
 * The few lines of form state the auth screens share (no form library: the page must stay small).
 * Editing a field drops its error, so a message never describes a value that is gone.
 */
export function useForm<Values extends Record<string, string>>(initial: Values) {
  type Field = keyof Values & string;
  const { t } = useTranslation("auth");
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [submitting, setSubmitting] = useState(false);
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

  /** A field's message: the check's (auth.json `validation.*`) or the server's refusal. */
  const messageOf = (field: Field): string | undefined => {
    const key = errors[field];
    return key ? t(`validation.${key}`, ACCOUNT_LIMIT_VALUES) : refusals[field];
  };

  /**
   * The form's onSubmit: the page does not reload, a second press while one is on its way does
   * nothing, invalid values are refused (`refuseInvalid`) before anything is sent, and `submitting`
   * is true while `send` runs.
   */
  async function submit(event: FormEvent<HTMLFormElement>, { invalid, order, send, fail, leaves = false }: Submission<Field>) {
    event.preventDefault();
    if (submitting) return;
    if (refuseInvalid(formRef.current, invalid, order)) return;
    setSubmitting(true);
    let left = false;
    try {
      await send();
      left = leaves;
    } catch (error) {
      fail(error);
    } finally {
      if (!left) setSubmitting(false);
    }
  }

  return { formRef, values, submitting, setField, setValues, showErrors, showRefusal, messageOf, submit };
}
