/**
 * What the server hands to loaders: the page language and its reads (contract/page-data.ts), the
 * services behind the public read calls, so server rendering reads what the browser would.
 */
import type { Language } from "../../contract/constants.ts";
import type { PageData } from "../../contract/page-data.ts";

declare module "react-router" {
  interface AppLoadContext {
    lang: Language;
    /** The site's public origin (PUBLIC_URL), for canonical and alternate addresses. */
    publicUrl: string;
    /** React Router's data request of an in-app navigation (`…/x.data`), not a page. */
    dataRequest: boolean;
    data: PageData;
    /** The licence of the open-data dumps (OPEN_DATA_LICENSE), for the page that explains them. */
    openDataLicense: { name: string; url: string };
  }
}
