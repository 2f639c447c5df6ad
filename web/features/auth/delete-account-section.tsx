/**
 * "Delete my account" on the profile (decision 032): a dialog asks what happens to my prompts
 * (deleted, or kept under the deleted user's name) and the current password; once the server has
 * deleted the account this device forgets the session and goes home.
 */
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { ModalDialog } from "../../components/modal-dialog.tsx";
import { useLocalisedNavigate } from "../../components/localised-link.tsx";
import { toast } from "../../components/toast/toast-store.ts";
import { clearAuth } from "../../lib/auth-store.ts";
import { DELETED_PROMPTS_CHOICES, type DeletedPromptsChoice } from "../../../contract/account-rules.ts";
import { deleteAccount } from "./auth-api.ts";
import { reportProofFailure } from "./proof-failure.ts";
import { canReauthenticate, CurrentPasswordField, ReauthProof, type ReauthAccount } from "./reauth-field.tsx";
import { card, dangerButton, secondaryButton } from "./styles.ts";
import { SubmitButton } from "./submit-button.tsx";
import { useForm } from "./use-form.ts";
import { hasErrors, validateDeleteAccount } from "./validate.ts";

export function DeleteAccountSection({
  account,
  onProofExpired,
  remove = deleteAccount,
}: {
  account: ReauthAccount;
  onProofExpired(): void;
  remove?: typeof deleteAccount;
}) {
  const { t } = useTranslation("auth");
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="profile-delete" className={`${card} ring-rose-700/30`}>
      <h2 id="profile-delete" className="text-lg font-semibold text-rose-800">
        {t("profile.deleteHeading")}
      </h2>
      <p className="mt-1 text-sm leading-6 text-slate-600">{t("profile.deleteIntro")}</p>
      {!canReauthenticate(account) ? (
        <ReauthProof account={account} />
      ) : (
        <div className="mt-5 flex justify-end">
          <button type="button" className={`${dangerButton} sm:w-auto`} onClick={() => setOpen(true)}>
            {t("profile.deleteButton")}
          </button>
        </div>
      )}
      {open && <DeleteAccountDialog account={account} remove={remove} onCancel={() => setOpen(false)} onProofExpired={onProofExpired} />}
    </section>
  );
}

function DeleteAccountDialog({
  account,
  remove,
  onCancel,
  onProofExpired,
}: {
  account: ReauthAccount;
  remove: typeof deleteAccount;
  onCancel(): void;
  onProofExpired(): void;
}) {
  const { t } = useTranslation("auth");
  const navigate = useLocalisedNavigate();
  const titleId = useId();
  const introId = useId();
  const [choice, setChoice] = useState<DeletedPromptsChoice>("anonymise");
  const { formRef, values, setField, showErrors, showRefusal, messageOf } = useForm({ currentPassword: "" });
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validateDeleteAccount(values, account.hasPassword);
    if (hasErrors(found)) {
      showErrors(formRef.current, found, ["currentPassword"]);
      return;
    }
    setSubmitting(true);
    try {
      await remove({ currentPassword: values.currentPassword, prompts: choice });
      toast.success(t("profile.deleted"));
      // Home first: forgotten while still on the profile, the session's end would send us to sign in.
      await navigate("/");
      clearAuth();
    } catch (error) {
      setSubmitting(false);
      const expired = () => {
        onCancel();
        onProofExpired();
      };
      reportProofFailure(error, {
        t,
        fallbackKey: "profile.deleteFailed",
        hasPassword: account.hasPassword,
        fields: ["currentPassword"],
        onProofExpired: expired,
        showOnField: (field, message) => showRefusal(formRef.current, field, message),
      });
    }
  }

  return (
    <ModalDialog role="alertdialog" labelledBy={titleId} describedBy={introId} onCancel={onCancel} initialFocus="[data-cancel]" className="max-w-lg">
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5 p-6">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {t("profile.deleteDialogTitle")}
          </h2>
          <p id={introId} className="mt-2 text-sm leading-6 text-slate-600">
            {t("profile.deleteDialogIntro")}
          </p>
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">{t("profile.deletePromptsLegend")}</legend>
          <div className="mt-2 space-y-2">
            {DELETED_PROMPTS_CHOICES.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ring-slate-200 has-[:checked]:ring-2 has-[:checked]:ring-teal-600"
              >
                <input
                  type="radio"
                  name="prompts"
                  value={value}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                  className="mt-1 size-4 accent-teal-700"
                />
                <span>
                  <span className="block text-sm font-medium text-slate-900">{t(`profile.deletePrompts.${value}`)}</span>
                  <span className="mt-0.5 block text-sm text-slate-600">{t(`profile.deletePromptsHint.${value}`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {account.hasPassword && (
          <CurrentPasswordField
            name="currentPassword"
            value={values.currentPassword}
            onValueChange={(v) => setField("currentPassword", v)}
            error={messageOf("currentPassword")}
          />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" data-cancel onClick={onCancel} className={`${secondaryButton} sm:w-auto`}>
            {t("register.cancel")}
          </button>
          <SubmitButton busy={submitting} className={`${dangerButton} sm:w-auto`} label={t("profile.deleteConfirm")} />
        </div>
      </form>
    </ModalDialog>
  );
}
