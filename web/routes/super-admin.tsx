import { useTranslation } from "react-i18next";

export default function Page() {
  const { t } = useTranslation();
  return <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-10"><p className="text-slate-600">{t("comingSoon", { defaultValue: "…" })}</p></main>;
}
