/** For the catalogue's component tests: real catalogues (common, catalog, fill-in), a router stub and a fake API client. */
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { createRoutesStub } from "react-router";
import { vi } from "vitest";
import type { Language } from "../../../contract/constants.ts";
import { createI18n } from "../../lib/i18n.ts";
import en from "../../locales/en/catalog.json" with { type: "json" };
import enCommon from "../../locales/en/common.json" with { type: "json" };
import zhCN from "../../locales/zh-CN/catalog.json" with { type: "json" };
import zhCNCommon from "../../locales/zh-CN/common.json" with { type: "json" };
import zhTW from "../../locales/zh-TW/catalog.json" with { type: "json" };
import zhTWCommon from "../../locales/zh-TW/common.json" with { type: "json" };
import enFillIn from "../../locales/en/fill-in.json" with { type: "json" };
import zhCNFillIn from "../../locales/zh-CN/fill-in.json" with { type: "json" };
import zhTWFillIn from "../../locales/zh-TW/fill-in.json" with { type: "json" };
import type { CatalogClient } from "./catalog-api.ts";

export function createCatalogI18n(lang: Language = "zh-CN") {
  return createI18n(lang, {
    "zh-CN": { common: zhCNCommon, catalog: zhCN, "fill-in": zhCNFillIn },
    "zh-TW": { common: zhTWCommon, catalog: zhTW, "fill-in": zhTWFillIn },
    en: { common: enCommon, catalog: en, "fill-in": enFillIn },
  });
}

/** Renders `ui` at "/" inside the i18n provider and a router, with /login and /category stubs. */
export async function renderWithApp(ui: ReactNode, lang: Language = "zh-CN") {
  const i18n = createCatalogI18n(lang);
  const Stub = createRoutesStub([
    { path: "/", Component: () => <>{ui}</> },
    { path: "/login", Component: () => <p>login page</p> },
    { path: "/category", Component: () => <p>category page</p> },
  ]);
  return render(
    <I18nProvider i18n={i18n}>
      <Stub initialEntries={["/"]} />
    </I18nProvider>,
  );
}

/** A client whose calls resolve with `data` unless a handler says otherwise; every call is recorded. */
export function fakeClient(handler: (method: "get" | "post", path: string, arg: unknown) => unknown = () => true) {
  const call = (method: "get" | "post") =>
    vi.fn(async (path: string, arg?: unknown) => {
      const result = handler(method, path, arg);
      if (result instanceof Error) throw result;
      return result;
    });
  const client = { get: call("get"), post: call("post"), clearCache: vi.fn() };
  return client as typeof client & CatalogClient;
}
