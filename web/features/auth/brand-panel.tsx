import { useTranslation } from "../../lib/i18n-react.tsx";
import { CheckCircleIcon } from "../../components/icons.tsx";

const POINTS = ["login.pointFavourites", "login.pointRate", "login.pointManage"] as const;

/** The welcome side of the sign-in card; desktop only (on a phone the form comes first). */
export function BrandPanel() {
  const { t } = useTranslation("auth");
  return (
    <div className="always-dark relative hidden overflow-hidden bg-gradient-to-br from-teal-700 to-teal-900 p-10 text-white md:flex md:flex-col md:justify-center">
      <span aria-hidden="true" className="absolute -top-16 -right-16 size-56 rounded-full bg-white/10" />
      <span aria-hidden="true" className="absolute -bottom-20 -left-10 size-48 rounded-full bg-white/5" />
      <p className="relative text-sm font-medium tracking-wide text-teal-100">{t("common:brand.name")}</p>
      <p className="relative mt-3 text-2xl leading-snug font-bold">{t("login.brandTitle")}</p>
      <ul className="relative mt-8 space-y-4">
        {POINTS.map((key) => (
          <li key={key} className="flex items-start gap-3 text-sm leading-6 text-teal-50">
            <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-teal-200" />
            {t(key)}
          </li>
        ))}
      </ul>
    </div>
  );
}
