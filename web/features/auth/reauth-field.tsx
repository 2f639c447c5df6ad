/**
 * The proof asked before a change of address or a deletion (decision 032): the current password;
 * an account without one needs a session an e-mail link opened minutes ago, and otherwise is
 * offered such a link instead of the form.
 */
import { useTranslation } from "../../lib/i18n-react.tsx";
import { FirstPasswordProof } from "./first-password-proof.tsx";
import { TextField } from "./text-field.tsx";

export type ReauthAccount = { email: string | null; hasPassword: boolean; firstPasswordAllowed: boolean };

/** Whether the account can prove itself here now (a password, or a fresh link's session). */
export const canReauthenticate = (account: ReauthAccount) => account.hasPassword || account.firstPasswordAllowed;

export function ReauthProof({ account }: { account: ReauthAccount }) {
  return <FirstPasswordProof email={account.email} purpose="confirm" />;
}

export function CurrentPasswordField({
  name,
  value,
  onValueChange,
  error,
}: {
  name: string;
  value: string;
  onValueChange(value: string): void;
  error: string | undefined;
}) {
  const { t } = useTranslation("auth");
  return (
    <TextField
      name={name}
      type="password"
      revealable
      label={t("profile.currentPassword")}
      autoComplete="current-password"
      value={value}
      onValueChange={onValueChange}
      error={error}
    />
  );
}
