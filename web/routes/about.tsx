/** /about: hero, mission, features, figures and the contact form. */
import { useTranslation } from "../lib/i18n-react.tsx";
import { CONTACT_EMAIL } from "../components/footer.tsx";
import { AboutFeatures, AboutFigures, AboutHero, AboutMission } from "../features/about/about-sections.tsx";
import { ContactForm } from "../features/about/contact-form.tsx";
import { aboutMeta } from "../features/about/meta-text.ts";
import type { Route } from "./+types/about";
import type { I18nHandle } from "../lib/route-namespaces.ts";
import { pageMeta } from "../lib/page-meta.ts";

export const handle: I18nHandle = { i18n: ["about"] };

export function loader({ context }: Route.LoaderArgs) {
  return { meta: aboutMeta(context.lang) };
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? pageMeta(args, { meta: args.loaderData.meta }) : []);

export default function AboutPage() {
  const { t } = useTranslation("about");
  return (
    <main className="w-full flex-1 pb-16 sm:pb-24">
      <AboutHero />
      <AboutMission />
      <AboutFeatures />
      <AboutFigures />
      <section aria-labelledby="about-contact" className="mx-auto max-w-6xl px-4 pt-14 sm:pt-20">
        <div className="grid gap-8 lg:grid-cols-[1fr_2fr] lg:gap-12">
          <div>
            <h2 id="about-contact" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {t("contact.title")}
            </h2>
            <p className="mt-4 text-base leading-7 text-slate-700">{t("contact.text")}</p>
            <p className="mt-4 text-sm">
              <a href={`mailto:${CONTACT_EMAIL}`} className="focus-ring rounded font-medium text-teal-700 underline underline-offset-4 hover:text-teal-900">
                {CONTACT_EMAIL}
              </a>
            </p>
          </div>
          <ContactForm />
        </div>
      </section>
    </main>
  );
}
