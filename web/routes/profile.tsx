import { RequireAuth } from "../components/require-auth.tsx";
import { ProfilePage } from "../features/auth/profile-page.tsx";

export default function Profile() {
  return (
    <RequireAuth access="user">
      <ProfilePage />
    </RequireAuth>
  );
}

export const meta = () => [{ name: "robots", content: "noindex" }];
