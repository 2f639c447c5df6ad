import { useState } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { useLocation } from "react-router";
import { ChatIcon } from "../../components/icons.tsx";
import { toast } from "../../components/toast/toast-store.ts";
import type { Tokens } from "./auth-api.ts";
import { BrandPanel } from "./brand-panel.tsx";
import { EmailLoginForm } from "./email-login-form.tsx";
import { LOGIN_MODES, ModeTabs, panelId, tabId, type LoginMode } from "./mode-tabs.tsx";
import { PasswordLoginForm } from "./password-login-form.tsx";
import { redirectTarget } from "./redirect.ts";
import { RegisterDialog } from "./register-dialog.tsx";
import { card, linkButton, secondaryButton } from "./styles.ts";
import { useCompleteSignIn } from "./use-sign-in.ts";

/** /login: password or e-mail link, remember me, registration in a modal. */
export function LoginPage() {
  const { t } = useTranslation("auth");
  const location = useLocation();
  const completeSignIn = useCompleteSignIn();
  const [mode, setMode] = useState<LoginMode>("password");
  const [rememberMe, setRememberMe] = useState(false);
  const [registerOpen, setRegisterOpen] = useState(false);
  // The serial re-mounts the password form with the new name (and focus on the password).
  const [prefill, setPrefill] = useState({ name: "", serial: 0 });

  const onSignedIn = (tokens: Tokens) => completeSignIn(tokens, { rememberMe, to: redirectTarget(location.search, location.state) });

  function onRegistered(username: string) {
    setRegisterOpen(false);
    setMode("password");
    setPrefill((p) => ({ name: username, serial: p.serial + 1 }));
  }

  return (
    <main className="flex flex-1 items-start justify-center bg-gradient-to-b from-teal-50/70 to-slate-50 px-4 py-8 sm:items-center sm:py-16">
      <title>{`${t("login.pageTitle")} · ${t("common:brand.name")}`}</title>
      <div className="grid w-full max-w-4xl overflow-hidden rounded-2xl shadow-sm md:grid-cols-[1fr_1.1fr] md:bg-white md:ring-1 md:ring-slate-900/5">
        <BrandPanel />
        <div className={`${card} md:rounded-none md:shadow-none md:ring-0`}>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("login.heading")}</h1>
          <p className="mt-1.5 text-sm text-slate-600">{t("login.subheading")}</p>

          <div className="mt-6">
            <ModeTabs mode={mode} onChange={setMode} />
          </div>
          {LOGIN_MODES.map((m) => (
            <div key={m} role="tabpanel" id={panelId(m)} aria-labelledby={tabId(m)} hidden={m !== mode} className="mt-6">
              {m === "password" ? (
                <PasswordLoginForm
                  key={prefill.serial}
                  initialLoginName={prefill.name}
                  rememberMe={rememberMe}
                  onRememberMeChange={setRememberMe}
                  onSignedIn={onSignedIn}
                />
              ) : (
                <EmailLoginForm rememberMe={rememberMe} onRememberMeChange={setRememberMe} />
              )}
            </div>
          ))}

          <div className="my-6 flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
            <span className="h-px flex-1 bg-slate-200" />
            {t("login.or")}
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          <button type="button" className={secondaryButton} onClick={() => toast.info(t("login.messagingSoon"), { id: "auth-coming-soon" })}>
            <ChatIcon className="size-5 text-emerald-600" />
            {t("login.messagingLogin")}
          </button>
          <p className="mt-6 text-center text-sm text-slate-600">
            {t("login.noAccount")}{" "}
            <button type="button" className={linkButton} aria-haspopup="dialog" onClick={() => setRegisterOpen(true)}>
              {t("login.register")}
            </button>
          </p>
        </div>
      </div>
      {registerOpen && <RegisterDialog onClose={() => setRegisterOpen(false)} onRegistered={onRegistered} />}
    </main>
  );
}
