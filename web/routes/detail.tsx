/**
 * Prompt detail. The server renders it for everyone; a signed-in reader's copy
 * (their `marked`, their history entry) is read again in the browser by clientLoader.
 */
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "../lib/i18n-react.tsx";
import { data, isRouteErrorResponse, type ShouldRevalidateFunction } from "react-router";
import { Link } from "../components/localised-link.tsx";
import type { Route } from "./+types/detail";
import type { PromptDetail } from "../../contract/catalog.ts";
import { isNotFound } from "../../contract/page-data.ts";
import { toast } from "../components/toast/toast-store.ts";
import { api } from "../lib/api.ts";
import { getAuth, useAuth } from "../lib/auth-store.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { fetchPromptDetail } from "../features/catalog/catalog-api.ts";
import { CommentsSection } from "../features/catalog/components/comments-section.tsx";
import { DetailHero } from "../features/catalog/components/detail-hero.tsx";
import { ReportButton } from "../features/catalog/components/report-button.tsx";
import { ExamplesTable } from "../features/catalog/components/examples-table.tsx";
import { NotFoundContent } from "../features/catalog/components/not-found-content.tsx";
import { OpenInMenu } from "../features/catalog/components/open-in-menu.tsx";
import { PromptText } from "../features/catalog/components/prompt-text.tsx";
import { RelatedList } from "../features/catalog/components/related-list.tsx";
import { SaveAsMine } from "../features/catalog/components/save-as-mine.tsx";
import { StatsCard } from "../features/catalog/components/stats-card.tsx";
import { TipsSection } from "../features/catalog/components/tips-section.tsx";
import { normaliseDemo } from "../features/catalog/demo.ts";
import { fallbackDetail } from "../features/catalog/fallback.ts";
import { FillInToggle } from "../features/catalog/components/fill-in/fill-in-toggle.tsx";
import { FillInPanel } from "../features/catalog/components/fill-in/lazy-fill-in.tsx";
import { useFillIn } from "../features/catalog/components/fill-in/use-fill-in.ts";
import { localMarks } from "../features/catalog/local-marks.ts";
import { metaText, type PageMeta } from "../lib/meta-text.ts";
import { truncate } from "../../contract/preview.ts";
import { useMergeFavourites } from "../features/catalog/use-merge-favourites.ts";
import { useCopyPrompt, useFavourite } from "../features/catalog/use-prompt-actions.ts";
import { useShareDialog } from "../features/catalog/components/share/use-share-dialog.tsx";
import { useVersionTab } from "../features/catalog/use-version-tab.ts";
import { VersionTabs } from "../features/catalog/components/version-tabs.tsx";
import { onlyVersionChanged, parseVersionParam, VERSION_PARAM } from "../features/catalog/versions.ts";
import type { I18nHandle } from "../lib/route-namespaces.ts";
import type { PageLanguages } from "../lib/page-addresses.ts";
import { breadcrumbData, crumb, promptData, siteOf, type StructuredData } from "../lib/structured-data.ts";
import { pageMeta } from "../lib/page-meta.ts";
import type { Language } from "../../contract/constants.ts";

export const handle: I18nHandle = { i18n: ["catalog"] };

const META_DESCRIPTION_MAX = 160;
const NO_VERSION_META: Partial<Record<Language, PageMeta>> = {};

export async function loader({ params, context }: Route.LoaderArgs) {
  const code = params.id;
  const reply = await context.data.prompt(code);
  if (isNotFound(reply)) {
    // The server asks anonymously; a signed-in reader may still open the prompt (their own
    // unpublished copy, a members-only prompt). For their in-app navigation the answer is "not
    // for a visitor" without an error status, which the browser would log as a failed request,
    // and clientLoader decides; a page request is the 404 page.
    if (context.dataRequest)
      return {
        code,
        prompt: null,
        loadError: false,
        notFound: true as const,
        meta: { title: code, description: "" },
        versionMeta: NO_VERSION_META,
        structuredData: [],
      };
    throw data(null, { status: 404 });
  }
  const prompt = reply.ok ? reply.data : null;
  const pageMeta = (version: { title: string; description: string; prompt: string }): PageMeta => ({
    title: metaText(context.lang, "catalog.detailTitle", { title: version.title }),
    description: truncate(version.description || version.prompt, META_DESCRIPTION_MAX),
  });
  const meta: PageMeta = prompt
    ? pageMeta(prompt)
    : { title: metaText(context.lang, "catalog.detailTitle", { title: code }), description: metaText(context.lang, "catalog.homeDescription") };
  // Each language tab's title, so a link with ?v= is titled in its version and a switch retitles.
  const versionMeta: Partial<Record<Language, PageMeta>> = Object.fromEntries((prompt?.versions ?? []).map((v) => [v.lan, pageMeta(v)]));
  return {
    code,
    prompt,
    loadError: !reply.ok,
    notFound: false as const,
    meta,
    versionMeta,
    pageLanguages: prompt ? pageLanguagesOf(prompt) : undefined,
    structuredData: prompt ? detailStructuredData(context, prompt) : [],
  };
}

/** The prompt as a CreativeWork, under home and its first category as the breadcrumb shows. */
function detailStructuredData(context: { publicUrl: string; lang: Language }, prompt: PromptDetail): StructuredData[] {
  const site = siteOf(context);
  const category = prompt.categories[0];
  const crumbs = [
    { name: crumb(site.lang, "home"), path: "/" },
    ...(category ? [{ name: category.category, path: `/?category=${encodeURIComponent(category.code)}` }] : []),
    { name: prompt.title, path: `/detail/${encodeURIComponent(prompt.code)}` },
  ];
  return [promptData(site, prompt), breadcrumbData(site, crumbs)];
}

/** The languages the prompt is written or translated in; another language's page points its canonical at the prompt's own. */
function pageLanguagesOf(prompt: PromptDetail): PageLanguages {
  return { available: prompt.versions.map((version) => version.lan), canonical: prompt.lan, contentParam: VERSION_PARAM };
}

export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  if (!getAuth().isLoggedIn) return foundOrThrow(await serverLoader());
  // With the token the reply carries the reader's `marked`, the view lands in their history, and
  // prompts for signed-in readers only (access level 1+) are found at all.
  const [server, mine] = await Promise.allSettled([serverLoader(), fetchPromptDetail(api, params.id)]);
  if (mine.status === "fulfilled") {
    const meta =
      server.status === "fulfilled" && server.value.prompt
        ? server.value.meta
        : { title: mine.value.title, description: truncate(mine.value.description, META_DESCRIPTION_MAX) };
    const versionMeta = server.status === "fulfilled" ? server.value.versionMeta : NO_VERSION_META;
    const structuredData = server.status === "fulfilled" ? server.value.structuredData : [];
    return {
      code: params.id,
      prompt: mine.value,
      loadError: false,
      notFound: false as const,
      meta,
      versionMeta,
      pageLanguages: pageLanguagesOf(mine.value),
      structuredData,
    };
  }
  if (server.status === "rejected") throw server.reason;
  return foundOrThrow(server.value);
}
clientLoader.hydrate = true as const;

function foundOrThrow<T extends { notFound: boolean }>(loaded: T): T {
  if (loaded.notFound) throw data(null, { status: 404 });
  return loaded;
}

/** A switch of language tab has nothing to load: the reply carries every version. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && onlyVersionChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) => {
  const { loaderData, location } = args;
  if (!loaderData) return [];
  const asked = parseVersionParam(new URLSearchParams(location.search).get(VERSION_PARAM));
  return pageMeta(args, {
    meta: (asked && loaderData.versionMeta[asked]) || loaderData.meta,
    image: { kind: "prompt", name: loaderData.code },
    type: "article",
  });
};

export default function Detail({ loaderData }: Route.ComponentProps) {
  return <DetailPage code={loaderData.code} prompt={loaderData.prompt} loadError={loaderData.loadError} />;
}

/**
 * The server renders anonymously, so a prompt for signed-in readers only is a 404 there. On a
 * full page load by a signed-in reader, one more try with their token tells the two apart.
 */
export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { isLoggedIn } = useAuth();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const code = params.id ?? "";
  const [found, setFound] = useState<{ code: string; prompt: PromptDetail | null } | null>(null);
  const retry = notFound && hydrated && isLoggedIn && code !== "";
  useEffect(() => {
    if (!retry) return;
    let live = true;
    const settle = (prompt: PromptDetail | null) => {
      if (live) setFound({ code, prompt });
    };
    fetchPromptDetail(api, code).then(settle, () => settle(null));
    return () => {
      live = false;
    };
  }, [code, retry]);
  const prompt = found?.code === code ? found.prompt : undefined;
  useEffect(() => {
    if (prompt) document.title = prompt.title;
  }, [prompt]);
  if (retry && prompt) return <DetailPage code={code} prompt={prompt} loadError={false} />;
  if (retry && prompt === undefined) {
    return (
      <main className="flex flex-1 items-center justify-center px-4 py-24" aria-busy="true">
        <span className="size-6 animate-spin rounded-full border-2 border-teal-600 border-t-transparent" aria-hidden="true" />
      </main>
    );
  }
  if (notFound) return <NotFoundContent />;
  // Same page as the root boundary's.
  return (
    <main className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t("error.title")}</h1>
      <p className="mt-4 text-slate-600">{t("error.text")}</p>
      <Link to="/" className="focus-ring mt-8 inline-block rounded-lg bg-teal-700 px-5 py-2.5 font-medium text-white hover:bg-teal-800">
        {t("error.home")}
      </Link>
    </main>
  );
}

function DetailPage({ code, prompt, loadError }: { code: string; prompt: PromptDetail | null; loadError: boolean }) {
  const { t, i18n } = useTranslation("catalog");
  const hydrated = useHydrated();
  const auth = useAuth();
  const lang = i18n.language;
  useMergeFavourites();
  useEffect(() => {
    if (hydrated && loadError) toast.error(t("errors.loadDetail"), { id: "detail-load", duration: 3000 });
  }, [hydrated, loadError, t]);

  useEffect(() => {
    // A visitor's history lives in the browser (decision 003); the server keeps a signed-in reader's.
    if (hydrated && prompt && !auth.isLoggedIn) localMarks.add("history", prompt.code);
  }, [auth.isLoggedIn, hydrated, prompt]);

  const shown = prompt ?? fallbackDetail(t, lang, code);
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 pb-16 sm:pt-6">
      <nav aria-label={t("detail.breadcrumb")} className="mb-4 text-sm">
        {/* One line on any screen: no crumb breaks inside a word; the category may take half the
            row and the title what is left, each cut with an ellipsis. */}
        <ol className="flex min-w-0 items-center gap-1.5 whitespace-nowrap text-slate-500">
          <li className="shrink-0">
            <Link to="/" className="focus-ring inline-flex min-h-11 items-center rounded hover:text-teal-800">
              {t("detail.home")}
            </Link>
          </li>
          {shown.categories[0] && (
            <li className="flex max-w-1/2 min-w-0 shrink-0 items-center gap-1.5">
              <span aria-hidden="true">/</span>
              <Link
                to={`/?category=${encodeURIComponent(shown.categories[0].code)}`}
                className="focus-ring flex min-h-11 min-w-0 items-center rounded hover:text-teal-800"
              >
                <span className="truncate">{shown.categories[0].category}</span>
              </Link>
            </li>
          )}
          <li className="flex min-w-0 items-center gap-1.5">
            <span aria-hidden="true">/</span>
            <span aria-current="page" className="truncate text-slate-700">
              {shown.title}
            </span>
          </li>
        </ol>
      </nav>
      {loadError && (
        <p role="note" className="mb-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t("errors.fallbackNotice")}
        </p>
      )}
      <DetailView key={shown.code} loaded={shown} />
    </main>
  );
}

/** Keyed by code: a new prompt starts with fresh action and comment state. */
function DetailView({ loaded }: { loaded: PromptDetail }) {
  const { t } = useTranslation("catalog");
  const [fresh, setFresh] = useState<{ source: PromptDetail; prompt: PromptDetail } | null>(null);
  const tab = useVersionTab(fresh && fresh.source === loaded ? fresh.prompt : loaded);
  // Copy, open, share and save act on the language tab shown.
  const prompt = tab.shown;
  const favourite = useFavourite(prompt.code, prompt.marked === 1);
  // Every copy (and open) acts on fill.text: the filled-in prompt while the reader uses the form.
  const fill = useFillIn(prompt);
  const { copy, copies } = useCopyPrompt(prompt.code, fill.text);
  const [opens, setOpens] = useState(0);
  const countOpen = useCallback(() => setOpens((n) => n + 1), []);
  const shareDialog = useShareDialog(prompt.code, prompt.title, truncate(prompt.description, 100));
  const examples = normaliseDemo(prompt.demo);
  const stats = {
    views: prompt.cnt.clickCnt,
    copies: prompt.cnt.copyCnt + copies + opens,
    favourites: prompt.cnt.markCnt + favourite.countDelta,
    shares: prompt.cnt.shareCnt + shareDialog.shares,
  };
  const openIn = <OpenInMenu code={prompt.code} text={fill.text} title={prompt.title} onCounted={countOpen} />;
  // Only what others can read is reported; an author does not report their own prompt.
  const reportable = (prompt.status ?? "published") === "published" && !prompt.mine;
  return (
    <article>
      <VersionTabs tab={tab}>
        <DetailHero
          prompt={prompt}
          favourite={favourite}
          onCopy={() => void copy()}
          onShare={shareDialog.open}
          actions={
            <>
              {openIn}
              {reportable && <ReportButton target={{ promptCode: prompt.code }} label={t("report.named", { title: prompt.title })} variant="hero" />}
            </>
          }
        />
        {shareDialog.dialog}
        <SaveAsMine prompt={prompt} lan={tab.version?.lan} />
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex min-w-0 flex-col gap-6">
            <PromptText
              text={prompt.prompt}
              lang={prompt.lan}
              onCopy={() => void copy()}
              tools={<FillInToggle fill={fill} controls="prompt-body" />}
              body={fill.open && <FillInPanel fill={fill} onCopy={(text) => void copy(text)} />}
            />
            <ExamplesTable examples={examples} lang={prompt.lan} />
            <TipsSection tips={prompt.tips} source={prompt.source} lang={prompt.lan} />
            <CommentsSection
              code={prompt.code}
              count={prompt.cnt.rateCnt}
              rates={prompt.rates}
              myRate={prompt.myRate}
              onPosted={(next) => setFresh({ source: loaded, prompt: next })}
            />
          </div>
          <aside className="flex flex-col gap-6 lg:sticky lg:top-20 lg:self-start">
            <StatsCard stats={stats} />
            <RelatedList items={prompt.recommends} />
          </aside>
        </div>
      </VersionTabs>
    </article>
  );
}
