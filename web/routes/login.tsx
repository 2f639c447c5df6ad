import { LoginPage } from "../features/auth/login-page.tsx";
import type { I18nHandle } from "../lib/route-namespaces.ts";

export const handle: I18nHandle = { i18n: ["auth"] };

export default function Login() {
  return <LoginPage />;
}
