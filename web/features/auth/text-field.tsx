import { useState, type InputHTMLAttributes } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { FormField } from "../../components/form-field.tsx";
import { EyeOffIcon } from "./auth-icons.tsx";
import { EyeIcon } from "../../components/icons.tsx";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "id" | "name"> {
  name: string;
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** Already translated; set after a failed submit. */
  error?: string | undefined;
  hint?: string | undefined;
  /** A password field with a show/hide button. */
  revealable?: boolean;
}

export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 hover:border-slate-400 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/25 focus:outline-none disabled:bg-slate-100 aria-[invalid=true]:border-rose-500 aria-[invalid=true]:focus:ring-rose-500/25";

/** A username input (a login name too): the password manager's username, no capital letter or spelling help. */
export const usernameInput = { autoComplete: "username", autoCapitalize: "none", spellCheck: false } as const;
/** An e-mail address input: the keyboard with @, the saved address, no capital letter or spelling help. */
export const emailInput = { type: "email", inputMode: "email", autoComplete: "email", autoCapitalize: "none", spellCheck: false } as const;

/** A labelled input whose error and hint are tied to it (aria-invalid, aria-describedby). */
export function TextField({ name, label, value, onValueChange, error, hint, revealable = false, type = "text", className, ...rest }: TextFieldProps) {
  const { t } = useTranslation("auth");
  const [revealed, setRevealed] = useState(false);
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {({ "aria-required": _required, ...control }) => (
        <div className="relative">
          <input
            {...rest}
            {...control}
            name={name}
            type={revealable && revealed ? "text" : type}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            className={`${inputClass} ${revealable ? "pr-11" : ""}`}
          />
          {revealable && (
            <button
              type="button"
              onClick={() => setRevealed((r) => !r)}
              aria-pressed={revealed}
              aria-label={t("field.showPassword")}
              title={t(revealed ? "field.hidePassword" : "field.showPassword")}
              className="focus-ring absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800"
            >
              {revealed ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
            </button>
          )}
        </div>
      )}
    </FormField>
  );
}
