import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { toast } from "../../components/toast/toast-store.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { loginWithPassword, type Tokens } from "./auth-api.ts";
import { loginErrorMessage } from "./error-messages.ts";
import { RememberMe } from "./remember-me.tsx";
import { linkButton, primaryButton } from "./styles.ts";
import { Spinner } from "./auth-icons.tsx";
import { TextField } from "./text-field.tsx";
import { useForm } from "./use-form.ts";
import { validatePasswordLogin } from "./validate.ts";

export interface PasswordLoginFormProps {
  /** Prefilled after a registration; the password field then gets the focus. */
  initialLoginName?: string;
  rememberMe: boolean;
  onRememberMeChange(value: boolean): void;
  onSignedIn(tokens: Tokens): void;
  login?: typeof loginWithPassword;
}

const ORDER = ["loginName", "pwd"] as const;

export function PasswordLoginForm({ initialLoginName = "", rememberMe, onRememberMeChange, onSignedIn, login = loginWithPassword }: PasswordLoginFormProps) {
  const { t } = useTranslation("auth");
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, setField, refuseInvalid } = useForm({ loginName: initialLoginName, pwd: "" });
  const [submitting, setSubmitting] = useState(false);
  // Before hydration a click would submit the form natively (the password into the address bar).
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (refuseInvalid(formRef.current, validatePasswordLogin(values), ORDER)) return;
    setSubmitting(true);
    try {
      const tokens = await login({ loginName: values.loginName.trim(), pwd: values.pwd, rememberMe });
      onSignedIn(tokens);
    } catch (error) {
      toast.error(loginErrorMessage(error, t), { id: "auth-login-error" });
      setSubmitting(false);
    }
  }

  const message = (field: (typeof ORDER)[number]) => (errors[field] ? t(`validation.${errors[field]}`) : undefined);

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <TextField
        name="loginName"
        label={t("login.loginName")}
        placeholder={t("login.loginNamePlaceholder")}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.loginName}
        onValueChange={(v) => setField("loginName", v)}
        error={message("loginName")}
      />
      <TextField
        name="pwd"
        type="password"
        revealable
        label={t("login.password")}
        placeholder={t("login.passwordPlaceholder")}
        autoComplete="current-password"
        autoFocus={initialLoginName !== ""}
        value={values.pwd}
        onValueChange={(v) => setField("pwd", v)}
        error={message("pwd")}
      />
      <div className="flex items-center justify-between gap-4">
        <RememberMe checked={rememberMe} onChange={onRememberMeChange} />
        <button type="button" className={linkButton} onClick={() => toast.info(t("login.forgotPasswordSoon"), { id: "auth-coming-soon" })}>
          {t("login.forgotPassword")}
        </button>
      </div>
      <button type="submit" className={primaryButton} disabled={submitting || !hydrated} aria-busy={submitting}>
        {submitting && <Spinner className="size-4" />}
        {submitting ? t("login.submitting") : t("login.submit")}
      </button>
    </form>
  );
}
