import { Spinner } from "./auth-icons.tsx";
import { primaryButton } from "./styles.ts";

export interface SubmitButtonProps {
  /** The form is being sent: a spinner, `busyLabel`, and no second press. */
  busy: boolean;
  label: string;
  busyLabel?: string;
  /** Off for another reason too (before hydration, nothing changed). */
  disabled?: boolean;
  className?: string;
}

/** An auth form's submit button. */
export function SubmitButton({ busy, label, busyLabel = label, disabled = false, className = primaryButton }: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={busy || disabled} aria-busy={busy}>
      {busy && <Spinner className="size-4" />}
      {busy ? busyLabel : label}
    </button>
  );
}
