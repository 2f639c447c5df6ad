/** The about page's sections: hero, mission, four features, fixed figures. */
import { Icon } from "../../components/icons.tsx";
import type { ReactNode } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";

const FEATURES = ["curated", "categories", "multilingual", "community"] as const;

/** Fixed figures, the same in every language. */
const FIGURES = [
  { value: "10,000+", labelKey: "stats.prompts" },
  { value: "10+", labelKey: "stats.categories" },
  { value: "98%", labelKey: "stats.satisfaction" },
] as const;

const ICON_PATHS: Record<(typeof FEATURES)[number], ReactNode> = {
  curated: <path d="M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L3.3 9.3l6.1-.7z" />,
  categories: (
    <>
      <rect x="3" y="3" width="7" height="7" rx="1.5" />
      <rect x="14" y="3" width="7" height="7" rx="1.5" />
      <rect x="3" y="14" width="7" height="7" rx="1.5" />
      <rect x="14" y="14" width="7" height="7" rx="1.5" />
    </>
  ),
  multilingual: <path d="M4 5h8M8 3v2M6 5c0 4 2.5 7 6 8M10 5c0 4-2.5 7-6 9M13 21l4-9 4 9M14.5 18h5" />,
  community: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />
    </>
  ),
};

export function AboutHero() {
  const { t } = useTranslation("about");
  return (
    <section aria-labelledby="about-title" className="always-dark bg-gradient-to-br from-teal-800 via-teal-700 to-emerald-700 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <p className="text-sm font-semibold tracking-wide text-teal-100">{t("hero.eyebrow")}</p>
        <h1 id="about-title" className="mt-3 max-w-3xl text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
          {t("hero.title")}
        </h1>
        <p className="mt-5 max-w-2xl text-base leading-7 text-teal-50 sm:text-lg sm:leading-8">{t("hero.text")}</p>
      </div>
    </section>
  );
}

export function AboutMission() {
  const { t } = useTranslation("about");
  return (
    <section aria-labelledby="about-mission" className="mx-auto max-w-6xl px-4 pt-14 sm:pt-20">
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr] lg:gap-12">
        <h2 id="about-mission" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t("mission.title")}
        </h2>
        <div className="space-y-4 text-base leading-8 text-slate-700">
          <p>{t("mission.text")}</p>
          <p>{t("mission.text2")}</p>
        </div>
      </div>
    </section>
  );
}

export function AboutFeatures() {
  const { t } = useTranslation("about");
  return (
    <section aria-labelledby="about-features" className="mx-auto max-w-6xl px-4 pt-14 sm:pt-20">
      <h2 id="about-features" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t("features.title")}
      </h2>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map((key) => (
          <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-teal-50 text-teal-700 ring-1 ring-teal-700/10">
              <Icon className="size-6" strokeWidth={1.75}>
                {ICON_PATHS[key]}
              </Icon>
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`features.${key}.title`)}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{t(`features.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AboutFigures() {
  const { t } = useTranslation("about");
  return (
    <section aria-labelledby="about-figures" className="mx-auto max-w-6xl px-4 pt-14 sm:pt-20">
      <h2 id="about-figures" className="sr-only">
        {t("stats.title")}
      </h2>
      <dl className="grid gap-px overflow-hidden rounded-2xl bg-teal-800/10 ring-1 ring-teal-800/10 sm:grid-cols-3">
        {FIGURES.map((figure) => (
          <div key={figure.labelKey} className="flex flex-col-reverse items-center bg-teal-50 px-6 py-8 text-center">
            <dt className="mt-2 text-sm font-medium text-slate-700">{t(figure.labelKey)}</dt>
            <dd className="text-4xl font-bold tracking-tight text-teal-800 sm:text-5xl">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
