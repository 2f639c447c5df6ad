/**
 * What the server hands to loaders: the page language and an in-process API caller, so that
 * server rendering reads the same replies (and caches) as the browser without a network hop.
 */
import type { Language } from "../../contract/constants.ts";

export type ApiEnvelope<T = unknown> = { code: number; msg: string; data: T };

declare module "react-router" {
  interface AppLoadContext {
    lang: Language;
    /** The site's public origin (PUBLIC_URL), for canonical and alternate addresses. */
    publicUrl: string;
    /** React Router's data request of an in-app navigation (`…/x.data`), not a page. */
    dataRequest: boolean;
    api<T = unknown>(path: string): Promise<ApiEnvelope<T>>;
    /** The licence of the open-data dumps (OPEN_DATA_LICENSE), for the page that explains them. */
    openDataLicense: { name: string; url: string };
  }
}
