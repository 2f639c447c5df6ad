import type { ReactNode } from "react";
import { useTranslation } from "../lib/i18n-react.tsx";
import { Link } from "./localised-link.tsx";
import { ChatIcon, LogoMark, MailIcon } from "./icons.tsx";

export const CONTACT_EMAIL = "hello@promptplaza.example";
export const WECHAT_ACCOUNT = "PromptPlaza";

const link = "focus-ring rounded text-slate-300 transition-colors hover:text-white";

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white">{title}</h2>
      <ul className="mt-4 space-y-3 text-sm">{children}</ul>
    </div>
  );
}

/** A page that does not exist yet: plain text marked as unavailable, not a dead link. */
function Placeholder({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <li>
      <span aria-disabled="true" className="inline-flex items-center gap-2 text-slate-500">
        {label}
        <span className="rounded bg-slate-800 px-1.5 py-0.5 text-[11px] text-slate-400">{t("comingSoon")}</span>
      </span>
    </li>
  );
}

/** Site footer: hot prompts, categories, about, guidelines/FAQ/feedback placeholders, contact by e-mail and messaging app. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="always-dark mt-auto bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link to="/" className="focus-ring inline-flex items-center gap-2.5 rounded-lg">
            <LogoMark className="size-8" />
            <span className="text-lg font-bold text-white">{t("brand.name")}</span>
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-6 text-slate-400">{t("brand.tagline")}</p>
        </div>
        <Column title={t("footer.explore")}>
          <li>
            <Link to="/" className={link}>
              {t("footer.hotPrompts")}
            </Link>
          </li>
          <li>
            <Link to="/category" className={link}>
              {t("footer.browseCategories")}
            </Link>
          </li>
          <li>
            <Link to="/blog" className={link}>
              {t("footer.blog")}
            </Link>
          </li>
          <li>
            <Link to="/about" className={link}>
              {t("footer.about")}
            </Link>
          </li>
          <li>
            <Link to="/open-data" className={link}>
              {t("footer.openData")}
            </Link>
          </li>
        </Column>
        <Column title={t("footer.help")}>
          <Placeholder label={t("footer.guidelines")} />
          <Placeholder label={t("footer.faq")} />
          <Placeholder label={t("footer.feedback")} />
        </Column>
        <Column title={t("footer.contact")}>
          <li>
            <a href={`mailto:${CONTACT_EMAIL}`} className={`${link} inline-flex items-center gap-2`}>
              <MailIcon className="size-4 shrink-0" />
              <span>
                <span className="sr-only">{`${t("footer.email")}${t("colon")}`}</span>
                {CONTACT_EMAIL}
              </span>
            </a>
          </li>
          <li className="inline-flex items-center gap-2">
            <ChatIcon className="size-4 shrink-0" />
            <span>
              {t("footer.wechat")}
              {t("colon")}
              <span className="font-medium text-slate-200 select-all">{WECHAT_ACCOUNT}</span>
            </span>
          </li>
        </Column>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-slate-400">{t("footer.copyright", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
