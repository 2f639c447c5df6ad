import { useState } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { toast } from "../../components/toast/toast-store.ts";
import { getAuth } from "../../lib/auth-store.ts";
import { sendEmailLink } from "./auth-api.ts";
import { Spinner } from "./auth-icons.tsx";
import { callErrorMessage } from "./error-messages.ts";
import { primaryButton } from "./styles.ts";

/** Where the link brings the owner back to, signed in afresh and allowed to set the password. */
const BACK_TO = "/profile";

/**
 * An account without a password sets its first one only within minutes of signing in by an
 * e-mail link (a stolen token alone must not: decision 022). Past that, this asks for a new link
 * to the account's address, which brings the owner back here.
 */
export function FirstPasswordProof({
  email,
  purpose = "firstPassword",
  send = sendEmailLink,
}: {
  email: string | null;
  /** What the fresh sign-in is for: the first password, or confirming a change of address or a deletion (decision 032). */
  purpose?: "firstPassword" | "confirm";
  send?: typeof sendEmailLink;
}) {
  const { t } = useTranslation("auth");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  if (!email) return <p className="mt-4 text-sm text-slate-600">{t(purpose === "confirm" ? "profile.reauthNoEmail" : "profile.proofNoEmail")}</p>;

  async function sendLink(address: string) {
    setSending(true);
    try {
      await send({
        email: address,
        rememberMe: getAuth().rememberMe,
        redirect: BACK_TO,
      });
      setSent(true);
    } catch (error) {
      toast.error(callErrorMessage(error, t, "errors.emailSendFailed"), {
        id: "auth-email-error",
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="mt-4 space-y-4">
      <p className="text-sm leading-6 break-words text-slate-600">{t(purpose === "confirm" ? "profile.reauthProofIntro" : "profile.proofIntro", { email })}</p>
      {sent ? (
        <p role="status" className="rounded-lg bg-teal-50 px-4 py-3 text-sm leading-6 break-words text-teal-900">
          {t(purpose === "confirm" ? "profile.reauthProofSent" : "profile.proofSent", { email })}
        </p>
      ) : (
        <div className="flex justify-end">
          <button type="button" className={`${primaryButton} sm:w-auto`} disabled={sending} aria-busy={sending} onClick={() => void sendLink(email)}>
            {sending && <Spinner className="size-4" />}
            {sending ? t("emailLogin.sending") : t("profile.proofSend")}
          </button>
        </div>
      )}
    </div>
  );
}
