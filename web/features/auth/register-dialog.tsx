import { useId, type FormEvent } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { CloseIcon } from "../../components/icons.tsx";
import { toast } from "../../components/toast/toast-store.ts";
import { fieldAtFault } from "../../lib/request/errors.ts";
import { register as registerCall } from "./auth-api.ts";
import { registerErrorMessage } from "./error-messages.ts";
import { ModalDialog } from "../../components/modal-dialog.tsx";
import { secondaryButton } from "./styles.ts";
import { SubmitButton } from "./submit-button.tsx";
import { emailInput, usernameInput, TextField } from "./text-field.tsx";
import { useForm } from "./use-form.ts";
import { ACCOUNT_LIMIT_VALUES, validateRegister } from "./validate.ts";

export interface RegisterDialogProps {
  onClose(): void;
  /** Called with the new username; the dialog is closed by the parent. */
  onRegistered(username: string): void;
  register?: typeof registerCall;
}

const ORDER = ["loginName", "email", "pwd", "confirmPwd"] as const;

/**
 * Register modal. Mounted only while open, so closing it clears every field without any reset
 * code.
 */
export function RegisterDialog({ onClose, onRegistered, register = registerCall }: RegisterDialogProps) {
  const { t } = useTranslation("auth");
  const titleId = useId();
  const introId = useId();
  const { formRef, values, submitting, setField, showRefusal, messageOf, submit } = useForm({
    loginName: "",
    email: "",
    pwd: "",
    confirmPwd: "",
  });
  const loginName = values.loginName.trim();

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      invalid: validateRegister(values),
      order: ORDER,
      send: async () => {
        await register({ loginName, email: values.email.trim(), pwd: values.pwd });
        toast.success(t("register.success"));
        onRegistered(loginName);
      },
      fail: (error) => {
        const message = registerErrorMessage(error, t);
        const field = ORDER.find((name) => name === fieldAtFault(error));
        // A taken username or address is said on its field; anything else in a toast.
        if (field) showRefusal(formRef.current, field, message);
        else toast.error(message, { id: "auth-register-error" });
      },
      leaves: true,
    });

  return (
    <ModalDialog
      labelledBy={titleId}
      describedBy={introId}
      onCancel={onClose}
      initialFocus="input, select, textarea"
      className="max-h-[calc(100dvh-2rem)] max-w-md overflow-y-auto backdrop:backdrop-blur-[2px]"
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-6 pt-5 pb-4">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {t("register.title")}
          </h2>
          <p id={introId} className="mt-1 text-sm text-slate-500">
            {t("register.intro")}
          </p>
        </div>
        <button type="button" onClick={onClose} className="focus-ring -mr-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800">
          <CloseIcon className="size-5" />
          <span className="sr-only">{t("register.close")}</span>
        </button>
      </div>
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4 px-6 pt-5 pb-6">
        <TextField
          name="loginName"
          label={t("register.username")}
          placeholder={t("register.usernamePlaceholder")}
          hint={t("register.usernameHint", ACCOUNT_LIMIT_VALUES)}
          {...usernameInput}
          value={values.loginName}
          onValueChange={(v) => setField("loginName", v)}
          error={messageOf("loginName")}
        />
        <TextField
          name="email"
          {...emailInput}
          label={t("register.email")}
          placeholder={t("emailLogin.emailPlaceholder")}
          value={values.email}
          onValueChange={(v) => setField("email", v)}
          error={messageOf("email")}
        />
        <TextField
          name="pwd"
          type="password"
          revealable
          label={t("register.password")}
          placeholder={t("register.passwordPlaceholder")}
          hint={t("register.passwordHint", ACCOUNT_LIMIT_VALUES)}
          autoComplete="new-password"
          value={values.pwd}
          onValueChange={(v) => setField("pwd", v)}
          error={messageOf("pwd")}
        />
        <TextField
          name="confirmPwd"
          type="password"
          revealable
          label={t("register.confirmPassword")}
          placeholder={t("register.confirmPasswordPlaceholder")}
          autoComplete="new-password"
          value={values.confirmPwd}
          onValueChange={(v) => setField("confirmPwd", v)}
          error={messageOf("confirmPwd")}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row">
          <button type="button" onClick={onClose} className={secondaryButton}>
            {t("register.cancel")}
          </button>
          <SubmitButton busy={submitting} label={t("register.submit")} busyLabel={t("register.submitting")} />
        </div>
      </form>
    </ModalDialog>
  );
}
