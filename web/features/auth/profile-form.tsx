import type { FormEvent } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { toast } from "../../components/toast/toast-store.ts";
import { fieldAtFault } from "../../lib/request/errors.ts";
import { setAuth } from "../../lib/auth-store.ts";
import { updateProfile, type Profile, type uploadAvatar } from "./auth-api.ts";
import { AvatarUpload } from "./avatar-upload.tsx";
import { callErrorMessage, isSessionEnd } from "./error-messages.ts";
import { ProfileAvatar } from "./profile-avatar.tsx";
import { card, primaryButton } from "./styles.ts";
import { SubmitButton } from "./submit-button.tsx";
import { TextField } from "./text-field.tsx";
import { useForm } from "./use-form.ts";
import { AVATAR_MAX, isAvatarAddress, NICKNAME_MAX } from "../../../contract/account-rules.ts";
import { ACCOUNT_LIMIT_VALUES, validateProfile } from "./validate.ts";

const ORDER = ["nickName", "avatar"] as const;

type Props = { profile: Profile; onSaved(profile: Profile): void; save?: typeof updateProfile; upload?: typeof uploadAvatar };

export function ProfileForm({ profile, onSaved, save = updateProfile, upload }: Props) {
  const { t } = useTranslation("auth");
  const { formRef, values, submitting, setField, showRefusal, messageOf, submit } = useForm({ nickName: profile.nickName, avatar: profile.avatar });
  const avatar = values.avatar.trim();
  const unchanged = values.nickName.trim() === profile.nickName && avatar === profile.avatar;

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      invalid: validateProfile(values),
      order: ORDER,
      send: async () => {
        const { token, ...saved } = await save({ nickName: values.nickName.trim(), avatar });
        // The access token carries the avatar the header shows; the refresh token stays as it is.
        setAuth({ token });
        onSaved(saved);
        toast.success(t("profile.saved"));
      },
      fail: (error) => {
        if (isSessionEnd(error)) return;
        const message = callErrorMessage(error, t, "profile.saveFailed");
        const field = ORDER.find((name) => name === fieldAtFault(error));
        // A name the server keeps for administrators is said on its field; anything else in a toast.
        if (field) showRefusal(formRef.current, field, message);
        else toast.error(message);
      },
    });

  /** An uploaded picture is saved as the avatar at once; the nickname field keeps what is typed. */
  async function saveAvatar(url: string) {
    const { token, ...saved } = await save({ avatar: url });
    setAuth({ token });
    setField("avatar", url);
    onSaved(saved);
    toast.success(t("profile.avatarSaved"));
  }

  return (
    <section aria-labelledby="profile-edit" className={card}>
      <h2 id="profile-edit" className="text-lg font-semibold text-slate-900">
        {t("profile.editHeading")}
      </h2>
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-5">
        <TextField
          name="nickName"
          label={t("profile.nickName")}
          maxLength={NICKNAME_MAX + 10}
          autoComplete="nickname"
          value={values.nickName}
          onValueChange={(v) => setField("nickName", v)}
          error={messageOf("nickName")}
          hint={t("profile.nickNameHint", ACCOUNT_LIMIT_VALUES)}
        />
        <div className="flex items-start gap-4">
          <ProfileAvatar key={avatar} src={isAvatarAddress(avatar) ? avatar : ""} name={values.nickName || profile.username} className="size-16 text-2xl" />
          <div className="min-w-0 flex-1">
            <AvatarUpload onUploaded={saveAvatar} upload={upload} />
          </div>
        </div>
        <TextField
          name="avatar"
          type="url"
          inputMode="url"
          label={t("profile.avatar")}
          placeholder="https://…"
          maxLength={AVATAR_MAX + 10}
          autoCapitalize="none"
          spellCheck={false}
          value={values.avatar}
          onValueChange={(v) => setField("avatar", v)}
          error={messageOf("avatar")}
          hint={t("profile.avatarHint")}
        />
        <div className="flex justify-end">
          <SubmitButton
            busy={submitting}
            disabled={unchanged}
            className={`${primaryButton} sm:w-auto`}
            label={t("profile.save")}
            busyLabel={t("profile.saving")}
          />
        </div>
      </form>
    </section>
  );
}
