/**
 * Change of address on the profile (decision 032): the new address and the current password; the
 * server mails a link to the new address, and the address changes only once it is opened here.
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { requestEmailChange } from "./auth-api.ts";
import { reportProofFailure } from "./proof-failure.ts";
import { canReauthenticate, CurrentPasswordField, ReauthProof, type ReauthAccount } from "./reauth-field.tsx";
import { card, primaryButton } from "./styles.ts";
import { SubmitButton } from "./submit-button.tsx";
import { TextField } from "./text-field.tsx";
import { useForm } from "./use-form.ts";
import { validateEmailChange } from "./validate.ts";

const EMPTY = { newEmail: "", currentPassword: "" };
const ORDER = ["newEmail", "currentPassword"] as const;

export function EmailChangeForm({
  account,
  onProofExpired,
  send = requestEmailChange,
}: {
  account: ReauthAccount;
  onProofExpired(): void;
  send?: typeof requestEmailChange;
}) {
  const { t } = useTranslation("auth");
  const { formRef, values, submitting, setField, setValues, showRefusal, messageOf, submit } = useForm(EMPTY);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      invalid: validateEmailChange(values, account.hasPassword),
      order: ORDER,
      send: async () => {
        await send({ newEmail: values.newEmail.trim(), currentPassword: values.currentPassword });
        setSentTo(values.newEmail.trim());
        setValues(EMPTY);
      },
      fail: (error) =>
        reportProofFailure(error, {
          t,
          fallbackKey: "profile.emailChangeFailed",
          hasPassword: account.hasPassword,
          fields: ORDER,
          onProofExpired,
          showOnField: (field, message) => showRefusal(formRef.current, field, message),
        }),
    });

  return (
    <section aria-labelledby="profile-email" className={card}>
      <h2 id="profile-email" className="text-lg font-semibold text-slate-900">
        {t("profile.emailHeading")}
      </h2>
      <p className="mt-1 text-sm leading-6 text-slate-600">{t("profile.emailIntro")}</p>
      {sentTo && (
        <p role="status" className="mt-4 rounded-lg bg-teal-50 px-4 py-3 text-sm leading-6 break-words text-teal-900">
          {t("profile.emailChangeSent", { email: sentTo })}
        </p>
      )}
      {!canReauthenticate(account) ? (
        <ReauthProof account={account} />
      ) : (
        <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              name="newEmail"
              type="email"
              label={t("profile.newEmail")}
              autoComplete="email"
              value={values.newEmail}
              onValueChange={(v) => setField("newEmail", v)}
              error={messageOf("newEmail")}
            />
            {account.hasPassword && (
              <CurrentPasswordField
                name="currentPassword"
                value={values.currentPassword}
                onValueChange={(v) => setField("currentPassword", v)}
                error={messageOf("currentPassword")}
              />
            )}
          </div>
          <div className="flex justify-end">
            <SubmitButton busy={submitting} className={`${primaryButton} sm:w-auto`} label={t("profile.emailChangeButton")} busyLabel={t("profile.saving")} />
          </div>
        </form>
      )}
    </section>
  );
}
