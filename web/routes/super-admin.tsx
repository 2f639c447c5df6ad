import { RequireAuth } from "../components/require-auth.tsx";
import { ConsolePage } from "../features/console/console-page.tsx";

/** /superAdmin: the admin console; administrators only, others get the access-denied toast. */
export default function Page() {
  return (
    <RequireAuth access="admin" deniedToast>
      <ConsolePage />
    </RequireAuth>
  );
}
