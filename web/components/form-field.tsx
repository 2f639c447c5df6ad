import { useId, type ReactNode } from "react";
import { AlertIcon } from "./icons.tsx";

/** What a control needs to be tied to its label, error and hint. */
export type ControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
};

export interface FormFieldProps {
  label: ReactNode;
  required?: boolean;
  /** Already translated; shown under the control and announced with it. */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children(control: ControlProps): ReactNode;
}

/** The asterisk after the label of a required field (the control says aria-required). */
export function RequiredMark() {
  return (
    <span className="ml-0.5 text-rose-600" aria-hidden="true">
      *
    </span>
  );
}

/** A field's inline error; `id` is what the control's aria-describedby names. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-rose-700">
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** After a refused submit: the first field with an error gets focus (and so is announced). */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  // After React has rendered the errors.
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** A labelled control with its inline error and hint (aria-invalid, aria-describedby). */
export function FormField({ label, required = false, error, hint, className, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
        {required && <RequiredMark />}
      </label>
      <div className="mt-1.5">
        {children({
          id,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
          "aria-required": required ? true : undefined,
        })}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
