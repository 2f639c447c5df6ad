/** "Export my data" on the profile (decision 032): everything the site keeps about me, saved as one JSON file. */
import { useState } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { toast } from "../../components/toast/toast-store.ts";
import { saveFile } from "../../lib/save-file.ts";
import { exportMyData } from "./auth-api.ts";
import { Spinner } from "./auth-icons.tsx";
import { callErrorMessage, isSessionEnd } from "./error-messages.ts";
import { card, secondaryButton } from "./styles.ts";

export function ExportDataSection({ username, load = exportMyData }: { username: string; load?: typeof exportMyData }) {
  const { t } = useTranslation("auth");
  const [busy, setBusy] = useState(false);

  async function onExport() {
    setBusy(true);
    try {
      const data = await load();
      saveFile(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }), `prompt-plaza-${username}.json`);
      toast.success(t("profile.exportDone"));
    } catch (error) {
      if (!isSessionEnd(error)) toast.error(callErrorMessage(error, t, "profile.exportFailed"), { id: "profile-export" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="profile-export" className={card}>
      <h2 id="profile-export" className="text-lg font-semibold text-slate-900">
        {t("profile.exportHeading")}
      </h2>
      <p className="mt-1 text-sm leading-6 text-slate-600">{t("profile.exportIntro")}</p>
      <div className="mt-5 flex justify-end">
        <button type="button" className={`${secondaryButton} sm:w-auto`} disabled={busy} aria-busy={busy} onClick={() => void onExport()}>
          {busy && <Spinner className="size-4" />}
          {busy ? t("profile.exporting") : t("profile.exportButton")}
        </button>
      </div>
    </section>
  );
}
