import { useState } from "react";
import { focusFirstInvalid } from "../form-field.tsx";
import type { Namespace } from "../../locales/keys.ts";
import type { TFunction } from "../../lib/i18n.ts";
import { promptErrorText } from "./error-text.ts";
import type { FieldErrors } from "../field-errors.ts";
import type { PromptSubmission, PromptTextValues } from "./prompt-values.ts";

/**
 * The state of a prompt form, the same in the console and in my prompts: its values, each field's
 * error (checked with the contract's schema before anything is sent), and whether a save is running.
 */
export function usePromptForm<V extends PromptTextValues, N extends Namespace>(t: TFunction<N>, initial: V, check: (values: V) => PromptSubmission) {
  const [values, setValues] = useState(initial);
  // After a first attempt, errors follow the typing so a fixed field stops being red.
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const errors = checked ? errorsOf(check(values)) : {};

  /** From the latest values, so a set() made from an earlier render (an upload that finishes later) keeps what was typed since. */
  function set<K extends keyof V>(key: K, value: V[K]) {
    update(key, () => value);
  }

  /** Changes a field from its latest value: an upload appends to the list as it is when the upload ends. */
  function update<K extends keyof V>(key: K, change: (latest: V[K]) => V[K]) {
    setValues((current) => ({ ...current, [key]: change(current[key]) }));
  }

  /**
   * Checks the values and, if they pass, hands the body to `send`; otherwise shows the errors and
   * focuses the first. A failed `send` keeps what was typed (its caller has said why).
   */
  async function submit(form: HTMLFormElement | null, send: (body: Record<string, unknown>) => Promise<unknown>) {
    if (submitting) return;
    const result = check(values);
    setChecked(true);
    if (!result.ok) return focusFirstInvalid(form);
    setSubmitting(true);
    try {
      await send(result.body);
    } catch {
      // Reported by the caller.
    } finally {
      setSubmitting(false);
    }
  }

  const message = (field: string) => promptErrorText(t, errors[field]);
  return { values, set, update, message, submitting, submit };
}

const errorsOf = (result: PromptSubmission): FieldErrors => (result.ok ? {} : result.errors);
