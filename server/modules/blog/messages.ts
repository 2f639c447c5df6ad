/** Messages of the blog calls. */
import { registerMessages } from "../../lib/messages.ts";

export const messages = registerMessages({
  "zh-CN": { blogPostNotFound: "文章不存在" },
  "zh-TW": { blogPostNotFound: "文章不存在" },
  en: { blogPostNotFound: "Blog post not found" },
});

declare module "../../lib/messages.ts" {
  interface ModuleMessages {
    blog: typeof messages;
  }
}
