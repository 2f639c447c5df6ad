/**
 * Article Markdown → HTML that is safe to insert into a page: marked renders, sanitize-html keeps
 * only an allow-list of tags and attributes. The browser inserts the result as it is, so this is
 * the one place that stands between a file and the DOM.
 */
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

const marked = new Marked({ gfm: true, breaks: false, async: false });

const SAFE_SCHEMES = ["http", "https", "mailto"];

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "blockquote",
    "pre",
    "code",
    "kbd",
    "em",
    "strong",
    "del",
    "s",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    ol: ["start"],
    th: [{ name: "align", multiple: false, values: ["left", "center", "right"] }],
    td: [{ name: "align", multiple: false, values: ["left", "center", "right"] }],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  // Relative links (/detail/x, #section) carry no scheme and stay; every other scheme goes.
  allowedSchemes: SAFE_SCHEMES,
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // The page's own title is the one h1.
    h1: "h2",
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      const external = href !== undefined && /^https?:/i.test(href);
      // Replaces whatever rel/target the source had: nothing from the file survives but href and title.
      const safe: Record<string, string> = { rel: "noopener noreferrer" };
      if (href !== undefined) safe.href = href;
      if (attribs.title) safe.title = attribs.title;
      if (external) safe.target = "_blank";
      return { tagName, attribs: safe };
    },
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

export function renderMarkdown(markdown: string): string {
  return sanitizeArticleHtml(marked.parse(markdown, { async: false }));
}
