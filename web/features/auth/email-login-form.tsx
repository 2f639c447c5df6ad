import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { CheckCircleIcon } from "../../components/icons.tsx";
import { toast } from "../../components/toast/toast-store.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { sendEmailLink } from "./auth-api.ts";
import { callErrorMessage } from "./error-messages.ts";
import { RememberMe } from "./remember-me.tsx";
import { secondaryButton } from "./styles.ts";
import { SubmitButton } from "./submit-button.tsx";
import { emailInput, TextField } from "./text-field.tsx";
import { useForm } from "./use-form.ts";
import { validateEmailLogin } from "./validate.ts";

export interface EmailLoginFormProps {
  rememberMe: boolean;
  onRememberMeChange(value: boolean): void;
  send?: typeof sendEmailLink;
}

/** Passwordless sign-in: once the link is sent, a confirmation replaces the form. */
export function EmailLoginForm({ rememberMe, onRememberMeChange, send = sendEmailLink }: EmailLoginFormProps) {
  const { t } = useTranslation("auth");
  const { formRef, values, submitting, setField, messageOf, submit } = useForm({ email: "" });
  // Before hydration a click would submit the form natively (a GET of this page with the address).
  const hydrated = useHydrated();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      invalid: validateEmailLogin(values),
      order: ["email"],
      send: async () => {
        const email = values.email.trim();
        await send({ email, rememberMe });
        setSentTo(email);
      },
      fail: (error) => toast.error(callErrorMessage(error, t, "errors.emailSendFailed"), { id: "auth-email-error" }),
    });

  if (sentTo !== null) return <EmailSent email={sentTo} onAgain={() => setSentTo(null)} />;

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <TextField
        name="email"
        {...emailInput}
        label={t("emailLogin.email")}
        placeholder={t("emailLogin.emailPlaceholder")}
        value={values.email}
        onValueChange={(v) => setField("email", v)}
        error={messageOf("email")}
        hint={t("emailLogin.hint")}
      />
      <RememberMe checked={rememberMe} onChange={onRememberMeChange} />
      <SubmitButton busy={submitting} disabled={!hydrated} label={t("emailLogin.send")} busyLabel={t("emailLogin.sending")} />
    </form>
  );
}

function EmailSent({ email, onAgain }: { email: string; onAgain(): void }) {
  const { t } = useTranslation("auth");
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus moves to the news, so keyboard and screen-reader users are not left on a vanished button.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="py-2 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        <CheckCircleIcon className="size-8" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-lg font-semibold text-slate-900 outline-none">
        {t("emailLogin.sentTitle")}
      </h2>
      <p className="mt-2 text-sm leading-6 break-words text-slate-600">{t("emailLogin.sentText", { email })}</p>
      <p className="mt-2 text-xs leading-5 text-slate-500">{t("emailLogin.sentHint")}</p>
      <button type="button" className={`${secondaryButton} mt-6`} onClick={onAgain}>
        {t("emailLogin.again")}
      </button>
    </div>
  );
}
