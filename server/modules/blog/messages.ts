/** Messages of the blog calls. */
import { registerMessages } from "../../lib/messages.ts";

registerMessages({
  "zh-CN": { blogPostNotFound: "文章不存在" },
  "zh-TW": { blogPostNotFound: "文章不存在" },
  en: { blogPostNotFound: "Blog post not found" },
});
