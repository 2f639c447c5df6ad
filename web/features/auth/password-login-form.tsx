import type { FormEvent } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { toast } from "../../components/toast/toast-store.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { loginWithPassword, type Tokens } from "./auth-api.ts";
import { loginErrorMessage } from "./error-messages.ts";
import { RememberMe } from "./remember-me.tsx";
import { linkButton } from "./styles.ts";
import { SubmitButton } from "./submit-button.tsx";
import { usernameInput, TextField } from "./text-field.tsx";
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
  const { formRef, values, submitting, setField, messageOf, submit } = useForm({ loginName: initialLoginName, pwd: "" });
  // Before hydration a click would submit the form natively (the password into the address bar).
  const hydrated = useHydrated();

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      invalid: validatePasswordLogin(values),
      order: ORDER,
      send: async () => onSignedIn(await login({ loginName: values.loginName.trim(), pwd: values.pwd, rememberMe })),
      fail: (error) => toast.error(loginErrorMessage(error, t), { id: "auth-login-error" }),
      leaves: true,
    });

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <TextField
        name="loginName"
        label={t("login.loginName")}
        placeholder={t("login.loginNamePlaceholder")}
        {...usernameInput}
        value={values.loginName}
        onValueChange={(v) => setField("loginName", v)}
        error={messageOf("loginName")}
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
        error={messageOf("pwd")}
      />
      <div className="flex items-center justify-between gap-4">
        <RememberMe checked={rememberMe} onChange={onRememberMeChange} />
        <button type="button" className={linkButton} onClick={() => toast.info(t("login.forgotPasswordSoon"), { id: "auth-coming-soon" })}>
          {t("login.forgotPassword")}
        </button>
      </div>
      <SubmitButton busy={submitting} disabled={!hydrated} label={t("login.submit")} busyLabel={t("login.submitting")} />
    </form>
  );
}
