import { EmailVerifyPage } from "../features/auth/email-verify-page.tsx";
import type { I18nHandle } from "../lib/route-namespaces.ts";

export const handle: I18nHandle = { i18n: ["auth"] };

export default function EmailLogin() {
  return <EmailVerifyPage />;
}

/** The address carries a one-time token: keep it out of search indexes. */
