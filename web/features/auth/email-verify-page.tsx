import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { Link } from "../../components/localised-link.tsx";
import { XCircleIcon } from "../../components/icons.tsx";
import { verifyEmailLogin } from "./auth-api.ts";
import { Spinner } from "./auth-icons.tsx";
import { callErrorMessage } from "./error-messages.ts";
import { safeRedirect } from "./redirect.ts";
import { card, primaryButton } from "./styles.ts";
import { useCompleteSignIn } from "./use-sign-in.ts";
import { verifyOnce } from "./verify-once.ts";

/** After a verified link: toast 2000 ms, then home after 500 ms. */
export const VERIFY_TOAST_MS = 2000;
export const VERIFY_REDIRECT_MS = 500;

type State = { status: "verifying" } | { status: "success" } | { status: "error"; message: string };

const isRemembered = (value: string | null) => value === "1" || value === "true";

/**
 * /emailLogin: submits every query parameter of the link. It runs only in the browser after
 * hydration (effects never run during server rendering), so a crawler or the server render
 * never spends the link.
 */
export function EmailVerifyPage({ verify = verifyEmailLogin }: { verify?: typeof verifyEmailLogin }) {
  const { t } = useTranslation("auth");
  const completeSignIn = useCompleteSignIn();
  const [state, setState] = useState<State>({ status: "verifying" });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Latest callbacks without re-running the effect (a language switch would otherwise re-verify).
  const latest = useRef({ t, completeSignIn, verify });
  useEffect(() => {
    latest.current = { t, completeSignIn, verify };
  });

  // Read once: the second StrictMode run must see the same link after the address is cleaned.
  const linkParams = useRef<URLSearchParams | null>(null);

  useEffect(() => {
    const params = (linkParams.current ??= new URLSearchParams(window.location.search));
    // The single-use token has no business in the history or a shared screenshot; the router's
    // state is kept, so back/forward and scroll restoration are unaffected.
    if (window.location.search) window.history.replaceState(window.history.state, "", window.location.pathname);
    let active = true;
    const key = params.get("token") ?? params.toString();
    verifyOnce(key, () => latest.current.verify(params)).then(
      (tokens) => {
        if (!active) return;
        setState({ status: "success" });
        // A link asked for from a page (the profile, to set a first password) goes back to it.
        const to = safeRedirect(params.get("redirect"));
        latest.current.completeSignIn(tokens, {
          rememberMe: isRemembered(params.get("rememberMe")),
          to,
          delayMs: VERIFY_REDIRECT_MS,
          toastMs: VERIFY_TOAST_MS,
        });
      },
      (error: unknown) => {
        if (active) setState({ status: "error", message: callErrorMessage(error, latest.current.t, "verify.failed") });
      },
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (state.status === "error") headingRef.current?.focus();
  }, [state.status]);

  return (
    <main className="flex flex-1 items-start justify-center bg-gradient-to-b from-teal-50/70 to-slate-50 px-4 py-12 sm:items-center sm:py-20">
      <title>{`${t("verify.pageTitle")} · ${t("common:brand.name")}`}</title>
      <div className={`${card} w-full max-w-md text-center`}>
        {state.status === "error" ? (
          <>
            <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-rose-50 text-rose-600">
              <XCircleIcon className="size-8" />
            </span>
            <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-xl font-semibold text-slate-900 outline-none">
              {t("verify.failedTitle")}
            </h1>
            <p role="alert" className="mt-2 text-sm leading-6 text-slate-600">
              {state.message}
            </p>
            <Link to="/login" className={`${primaryButton} mt-6`}>
              {t("verify.backToLogin")}
            </Link>
          </>
        ) : (
          <div role="status" aria-live="polite">
            <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-teal-50 text-teal-700">
              <Spinner className="size-7" />
            </span>
            <h1 className="mt-4 text-xl font-semibold text-slate-900">{state.status === "success" ? t("verify.success") : t("verify.verifying")}</h1>
            <p className="mt-2 text-sm text-slate-600">{t("verify.wait")}</p>
          </div>
        )}
      </div>
    </main>
  );
}
