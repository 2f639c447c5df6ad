import { LoginPage } from "../features/auth/login-page.tsx";

export default function Login() {
  return <LoginPage />;
}
