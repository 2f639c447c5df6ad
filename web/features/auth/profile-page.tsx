import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { ROLE, type Language } from "../../../contract/constants.ts";
import { formatDate } from "../../lib/locale-format.ts";
import { getProfile, type Profile } from "./auth-api.ts";
import { Spinner } from "./auth-icons.tsx";
import { callErrorMessage, isSessionEnd, type AuthKey } from "./error-messages.ts";
import { DeleteAccountSection } from "./delete-account-section.tsx";
import { EmailChangeForm } from "./email-change-form.tsx";
import { ExportDataSection } from "./export-data-section.tsx";
import { PasswordForm } from "./password-form.tsx";
import { ProfileAvatar } from "./profile-avatar.tsx";
import { ProfileForm } from "./profile-form.tsx";
import { card, secondaryButton } from "./styles.ts";
import { useEmailChangeLink } from "./use-email-change-link.ts";

type State = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; profile: Profile };

export function roleKey(role: number): AuthKey {
  if (role === ROLE.admin) return "profile.roleAdmin";
  if (role === ROLE.member) return "profile.roleMember";
  return "profile.roleUser";
}

/** /profile: who the user is, the editable nickname and avatar, the password, the address, the data export and the deletion of the account. */
export function ProfilePage({ load = getProfile }: { load?: typeof getProfile }) {
  const { t, i18n } = useTranslation("auth");
  const [state, setState] = useState<State>({ status: "loading" });

  const fetchProfile = useCallback(() => {
    let active = true;
    load().then(
      (profile) => active && setState({ status: "ready", profile }),
      // A 401 has already shown 'session expired' and left for /login.
      (error: unknown) => active && !isSessionEnd(error) && setState({ status: "error", message: callErrorMessage(error, t, "profile.loadFailed") }),
    );
    return () => {
      active = false;
    };
  }, [load, t]);

  useEffect(() => fetchProfile(), [fetchProfile]);
  useEmailChangeLink(useCallback((profile: Profile) => setState({ status: "ready", profile }), []));

  const proofExpired = () =>
    setState((current) => (current.status === "ready" ? { status: "ready", profile: { ...current.profile, firstPasswordAllowed: false } } : current));

  const retry = () => {
    setState({ status: "loading" });
    fetchProfile();
  };

  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:py-12">
      <title>{`${t("profile.pageTitle")} · ${t("common:brand.name")}`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("profile.heading")}</h1>
      <p className="mt-1.5 text-sm text-slate-600">{t("profile.subheading")}</p>

      {state.status === "loading" && (
        <div role="status" className={`${card} mt-6 flex items-center justify-center gap-3 text-slate-600`}>
          <Spinner className="size-5 text-teal-700" />
          {t("profile.loading")}
        </div>
      )}
      {state.status === "error" && (
        <div className={`${card} mt-6 text-center`}>
          <p role="alert" className="text-sm text-slate-700">
            {state.message}
          </p>
          <button type="button" onClick={retry} className={`${secondaryButton} mt-4 sm:w-auto`}>
            {t("profile.retry")}
          </button>
        </div>
      )}
      {state.status === "ready" && (
        <div className="mt-6 space-y-6">
          <Summary profile={state.profile} language={i18n.language} />
          <ProfileForm profile={state.profile} onSaved={(profile) => setState({ status: "ready", profile })} />
          <PasswordForm
            username={state.profile.username}
            email={state.profile.email}
            hasPassword={state.profile.hasPassword}
            firstPasswordAllowed={state.profile.firstPasswordAllowed}
            onChanged={() => setState({ status: "ready", profile: { ...state.profile, hasPassword: true, firstPasswordAllowed: false } })}
            onProofExpired={proofExpired}
          />
          <EmailChangeForm account={state.profile} onProofExpired={proofExpired} />
          <ExportDataSection username={state.profile.username} />
          <DeleteAccountSection account={state.profile} onProofExpired={proofExpired} />
        </div>
      )}
    </main>
  );
}

function Summary({ profile, language }: { profile: Profile; language: Language }) {
  const { t } = useTranslation("auth");
  const joined = new Date(profile.createTime);
  const rows: [string, string][] = [
    [t("profile.username"), profile.username],
    [t("profile.email"), profile.email ?? t("profile.none")],
    [t("profile.role"), t(roleKey(profile.role))],
    [t("profile.joined"), Number.isNaN(joined.getTime()) ? "—" : formatDate(joined, language, "date")],
  ];
  return (
    <section aria-labelledby="profile-summary" className={card}>
      <div className="flex items-center gap-4">
        <ProfileAvatar key={profile.avatar} src={profile.avatar} name={profile.nickName || profile.username} />
        <div className="min-w-0">
          <h2 id="profile-summary" className="truncate text-lg font-semibold text-slate-900">
            {profile.nickName || profile.username}
          </h2>
          {profile.nickName && profile.nickName !== profile.username && <p className="truncate text-sm text-slate-500">@{profile.username}</p>}
        </div>
        {profile.role === ROLE.admin && (
          <span className="ml-auto shrink-0 rounded-full bg-teal-50 px-2.5 py-1 text-xs font-medium whitespace-nowrap text-teal-800 ring-1 ring-teal-700/20">
            {t("profile.roleAdmin")}
          </span>
        )}
      </div>
      <dl className="mt-6 grid gap-x-6 gap-y-4 border-t border-slate-100 pt-6 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
            <dd className="mt-1 truncate text-sm text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
