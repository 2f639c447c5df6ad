/** The sitemaps' and feeds' texts, in three languages. */
import { registerMessages } from "../../lib/messages.ts";

export const messages = registerMessages({
  "zh-CN": {
    siteName: "提示词广场",
    sitemapNotFound: "没有这个站点地图",
    feedNotFound: "没有这个订阅源",
    feedPrompts: "提示词广场 - 最新提示词",
    feedCategory: "提示词广场 - {category}",
    feedBlog: "提示词广场 - 博客",
    feedDescription: "提示词广场上新发布的 AI 提示词",
  },
  "zh-TW": {
    siteName: "提示詞廣場",
    sitemapNotFound: "沒有這個網站地圖",
    feedNotFound: "沒有這個訂閱來源",
    feedPrompts: "提示詞廣場 - 最新提示詞",
    feedCategory: "提示詞廣場 - {category}",
    feedBlog: "提示詞廣場 - 部落格",
    feedDescription: "提示詞廣場上新發布的 AI 提示詞",
  },
  en: {
    siteName: "Prompt Plaza",
    sitemapNotFound: "No such sitemap",
    feedNotFound: "No such feed",
    feedPrompts: "Prompt Plaza - Newest prompts",
    feedCategory: "Prompt Plaza - {category}",
    feedBlog: "Prompt Plaza - Blog",
    feedDescription: "AI prompts newly published on Prompt Plaza",
  },
});

declare module "../../lib/messages.ts" {
  interface ModuleMessages {
    seo: typeof messages;
  }
}
