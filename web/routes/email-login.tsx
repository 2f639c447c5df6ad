import { EmailVerifyPage } from "../features/auth/email-verify-page.tsx";

export default function EmailLogin() {
  return <EmailVerifyPage />;
}

/** The address carries a one-time token: keep it out of search indexes. */
export const meta = () => [{ name: "robots", content: "noindex" }];
