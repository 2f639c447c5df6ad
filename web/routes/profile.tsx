import { RequireAuth } from "../components/require-auth.tsx";
import { ProfilePage } from "../features/auth/profile-page.tsx";
import type { I18nHandle } from "../lib/route-namespaces.ts";

export const handle: I18nHandle = { i18n: ["auth"] };

export default function Profile() {
  return (
    <RequireAuth access="user">
      <ProfilePage />
    </RequireAuth>
  );
}
