/** The sitemaps' errors, in three languages. */
import { registerMessages } from "../../lib/messages.ts";

registerMessages({
  "zh-CN": { sitemapNotFound: "没有这个站点地图" },
  "zh-TW": { sitemapNotFound: "沒有這個網站地圖" },
  en: { sitemapNotFound: "No such sitemap" },
});
