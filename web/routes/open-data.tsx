/** /open-data: what the dumps hold, their addresses in the page's language, and their licence (issue #21). */
import { useState, type ReactNode } from "react";
import { useTranslation } from "../lib/i18n-react.tsx";
import { metaText } from "../lib/meta-text.ts";
import { DUMP_PAGE_SIZE_DEFAULT, DUMP_PAGE_SIZE_MAX } from "../../contract/constants.ts";
import type { I18nHandle } from "../lib/route-namespaces.ts";
import type { Route } from "./+types/open-data";

export const handle: I18nHandle = { i18n: ["open-data"] };

export function loader({ context }: Route.LoaderArgs) {
  return {
    meta: { title: metaText(context.lang, "openData.title"), description: metaText(context.lang, "openData.description") },
    lang: context.lang,
    license: context.openDataLicense,
    mcpConfig: JSON.stringify({ mcpServers: { "prompt-plaza": { url: `${context.publicUrl}/mcp` } } }, null, 2),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? [{ title: loaderData.meta.title }, { name: "description", content: loaderData.meta.description }] : [];

function CopyButton({ text, label, done }: { text: string; label: string; done: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button type="button" className={`${action} mt-3`} onClick={() => void navigator.clipboard.writeText(text).then(() => setCopied(true))}>
      <span aria-live="polite">{copied ? done : label}</span>
    </button>
  );
}

const textLink = "focus-ring rounded font-medium text-teal-700 underline underline-offset-4 hover:text-teal-900";

/** A titled part of the page below the two dumps. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const action = "focus-ring inline-flex items-center rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800";

function Dump({ id, title, text, address, children }: { id: string; title: string; text: string; address: string; children: ReactNode }) {
  const { t } = useTranslation("open-data");
  return (
    <section aria-labelledby={id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-3 flex-1 text-sm leading-6 text-slate-700">{text}</p>
      <p className="mt-4 text-xs text-slate-500">{t("address")}</p>
      <code className="mt-1 block overflow-x-auto rounded-lg bg-slate-100 px-3 py-2 text-sm whitespace-nowrap text-slate-800">{address}</code>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export default function OpenDataPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("open-data");
  const common = useTranslation().t;
  const { lang, license } = loaderData;
  const json = `/prompts.json?lang=${lang}&page=1&size=100`;
  const csv = `/prompts.csv?lang=${lang}`;
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-10 pb-16 sm:pt-14 sm:pb-24">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("title")}</h1>
      <p className="mt-4 max-w-3xl text-base leading-7 text-slate-700">{t("intro")}</p>
      <p className="mt-3 text-sm text-slate-600">{t("language", { language: common(`language.${lang}`) })}</p>
      <div className="mt-8 grid gap-5 lg:grid-cols-2">
        <Dump
          id="open-data-json"
          title={t("json.title")}
          text={t("json.text", { sizeMax: DUMP_PAGE_SIZE_MAX, sizeDefault: DUMP_PAGE_SIZE_DEFAULT })}
          address={json}
        >
          <a href={json} className={action}>
            {t("json.open")}
          </a>
        </Dump>
        <Dump id="open-data-csv" title={t("csv.title")} text={t("csv.text")} address={csv}>
          <a href={csv} download className={action}>
            {t("csv.download")}
          </a>
        </Dump>
      </div>
      <Section id="open-data-mcp" title={t("mcp.title")}>
        <p className="mt-3 max-w-3xl text-sm leading-6 text-slate-700">{t("mcp.text")}</p>
        <pre className="mt-3 overflow-x-auto rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-800">
          <code>{loaderData.mcpConfig}</code>
        </pre>
        <CopyButton text={loaderData.mcpConfig} label={t("mcp.copy")} done={t("mcp.copied")} />
      </Section>
      <Section id="open-data-api" title={t("api.title")}>
        <p className="mt-3 text-sm leading-6 text-slate-700">
          {t("api.text")}{" "}
          <a href={`/api/docs?lang=${lang}`} className={textLink}>
            {t("api.link")}
          </a>
        </p>
      </Section>
      <Section id="open-data-license" title={t("license.title")}>
        <p className="mt-3 text-sm leading-6 text-slate-700">
          {t("license.text", { name: license.name })}{" "}
          <a href={license.url} rel="license noopener" target="_blank" className={textLink}>
            {t("license.link")}
          </a>
        </p>
      </Section>
    </main>
  );
}
