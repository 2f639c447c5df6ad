import type { FormEvent } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { toast } from "../../components/toast/toast-store.ts";
import { changePassword } from "./auth-api.ts";
import { FirstPasswordProof } from "./first-password-proof.tsx";
import { reportProofFailure } from "./proof-failure.ts";
import { card, primaryButton } from "./styles.ts";
import { SubmitButton } from "./submit-button.tsx";
import { TextField } from "./text-field.tsx";
import { useForm } from "./use-form.ts";
import { ACCOUNT_LIMIT_VALUES, validateChangePassword } from "./validate.ts";

const EMPTY = { currentPassword: "", newPassword: "", confirmNewPassword: "" };
const ORDER = ["currentPassword", "newPassword", "confirmNewPassword"] as const;

/**
 * Change password (current, new, confirm). An account made by an e-mail link has no password yet:
 * it sets one without the current-password field, within minutes of signing in by a link (else
 * it is offered a new link first). Other devices are signed out by the server.
 */
export interface PasswordFormProps {
  username: string;
  email: string | null;
  hasPassword: boolean;
  /** Without a password: whether this session may set the first one now. */
  firstPasswordAllowed: boolean;
  onChanged(): void;
  /** The server said the session's e-mail link is too old to set a first password. */
  onProofExpired(): void;
  save?: typeof changePassword;
}

export function PasswordForm({ username, email, hasPassword, firstPasswordAllowed, onChanged, onProofExpired, save = changePassword }: PasswordFormProps) {
  const { t } = useTranslation("auth");
  const { formRef, values, submitting, setField, setValues, showRefusal, messageOf, submit } = useForm(EMPTY);

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      invalid: validateChangePassword(values, hasPassword),
      order: ORDER,
      send: async () => {
        await save(values);
        setValues(EMPTY);
        onChanged();
        toast.success(t("profile.passwordChanged"));
      },
      // A password the server refuses (one of the most common) is said on its field.
      fail: (error) =>
        reportProofFailure(error, {
          t,
          fallbackKey: "profile.passwordFailed",
          hasPassword,
          fields: ORDER,
          onProofExpired,
          showOnField: (field, message) => showRefusal(formRef.current, field, message),
        }),
    });

  const heading = (
    <h2 id="profile-password" className="text-lg font-semibold text-slate-900">
      {t(hasPassword ? "profile.passwordHeading" : "profile.setPasswordHeading")}
    </h2>
  );
  if (!hasPassword && !firstPasswordAllowed) {
    return (
      <section aria-labelledby="profile-password" className={card}>
        {heading}
        <FirstPasswordProof email={email} />
      </section>
    );
  }

  return (
    <section aria-labelledby="profile-password" className={card}>
      {heading}
      <p className="mt-1 text-sm text-slate-600">{t(hasPassword ? "profile.passwordIntro" : "profile.setPasswordIntro")}</p>
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-5">
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly value={username} />
        {hasPassword && (
          <TextField
            name="currentPassword"
            type="password"
            revealable
            label={t("profile.currentPassword")}
            autoComplete="current-password"
            value={values.currentPassword}
            onValueChange={(v) => setField("currentPassword", v)}
            error={messageOf("currentPassword")}
          />
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="newPassword"
            type="password"
            revealable
            label={t("profile.newPassword")}
            autoComplete="new-password"
            value={values.newPassword}
            onValueChange={(v) => setField("newPassword", v)}
            error={messageOf("newPassword")}
            hint={t("register.passwordHint", ACCOUNT_LIMIT_VALUES)}
          />
          <TextField
            name="confirmNewPassword"
            type="password"
            revealable
            label={t("profile.confirmNewPassword")}
            autoComplete="new-password"
            value={values.confirmNewPassword}
            onValueChange={(v) => setField("confirmNewPassword", v)}
            error={messageOf("confirmNewPassword")}
          />
        </div>
        <div className="flex justify-end">
          <SubmitButton
            busy={submitting}
            className={`${primaryButton} sm:w-auto`}
            label={t(hasPassword ? "profile.changePassword" : "profile.setPassword")}
            busyLabel={t("profile.saving")}
          />
        </div>
      </form>
    </section>
  );
}
