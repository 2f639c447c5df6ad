// @vitest-environment jsdom
// The output is judged by an HTML5 parser (jsdom), the way a browser would read it.
import { describe, expect, it } from "vitest";
import { renderMarkdown, sanitizeArticleHtml } from "./markdown.ts";

const ALLOWED_TAGS = new Set([
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
]);
const ALLOWED_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(["href", "title", "rel", "target"]),
  ol: new Set(["start"]),
  th: new Set(["align"]),
  td: new Set(["align"]),
  code: new Set(["class"]),
};

const XSS_PAYLOADS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<img src=x onerror=alert(1)>",
  '![x](x" onerror="alert(1))',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[click](&#106;avascript:alert(1))",
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  "[click](vbscript:msgbox(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  "[click](//evil.example)",
  '<a href="/\\evil.example">x</a>',
  '<a href="\t//evil.example">x</a>',
  '<a href="https://ok.example" onclick="alert(1)" onmouseover=alert(1)>x</a>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<div style="width: expression(alert(1))">ie</div>',
  "<style>body{background:url(javascript:alert(1))}</style>",
  "<link rel=stylesheet href=javascript:alert(1)>",
  "<body onload=alert(1)>",
  "<details open ontoggle=alert(1)>",
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  "<input autofocus onfocus=alert(1)>",
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<base href="//evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<table><tr><td background="javascript:alert(1)">x</td></tr></table>',
  '<a href="https://ok.example" target="_self" rel="opener">x</a>',
  "<<script>script>alert(1)<</script>/script>",
  "<scr<script>ipt>alert(1)</script>",
  '<h1 id="x" class="evil" onclick="alert(1)">heading</h1>',
  '<code class="language-js" onmouseover="alert(1)">ok</code>',
  "<template><script>alert(1)</script></template>",
  '<video><source onerror="alert(1)"></video>',
];

/** Every element and attribute of the output is on the allow-list; links are http(s), mailto or relative. */
function expectSafe(html: string, payload: string) {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html");
  for (const element of doc.body.querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    expect(ALLOWED_TAGS.has(tag), `<${tag}> from ${payload}`).toBe(true);
    for (const attribute of element.attributes) {
      expect(ALLOWED_ATTRIBUTES[tag]?.has(attribute.name) ?? false, `${tag}[${attribute.name}] from ${payload}`).toBe(true);
      expect(attribute.name.startsWith("on"), payload).toBe(false);
    }
    if (tag === "a") {
      expect(element.getAttribute("rel"), payload).toBe("noopener noreferrer");
      const href = element.getAttribute("href");
      if (href !== null) {
        // As a browser reads a URL: leading controls and spaces trimmed, tabs and newlines removed.
        let start = 0;
        while (start < href.length && href.charCodeAt(start) <= 0x20) start++;
        const url = href.slice(start).replace(/[\t\n\r]/g, "");
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
        expect(scheme === undefined || ["http", "https", "mailto"].includes(scheme), `href ${href} from ${payload}`).toBe(true);
        expect(/^[\\/]{2}/.test(url), `protocol-relative ${href}`).toBe(false);
      }
    }
    if (tag === "code" && element.hasAttribute("class")) expect(element.getAttribute("class")).toMatch(/^language-[\w-]+$/);
  }
  expect(html.toLowerCase()).not.toMatch(/<\s*(script|iframe|object|embed|svg|math|style|link|meta|base|form|input|template|video|img)\b/);
}

describe("the article sanitiser", () => {
  it("has at least 15 payloads to face, and a checker that would notice them unsanitised", () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(15);
    for (const raw of [
      "<img src=x onerror=alert(1)>",
      '<a href="javascript:alert(1)" rel="noopener noreferrer">x</a>',
      '<a href="JAVA&#x09;SCRIPT:alert(1)" rel="noopener noreferrer">x</a>',
      "<p onclick=x>y</p>",
    ]) {
      expect(() => expectSafe(raw, raw)).toThrow();
    }
  });

  describe.each(XSS_PAYLOADS)("%s", (payload) => {
    it("leaves nothing executable when written in Markdown", () => expectSafe(renderMarkdown(payload), payload));
    it("leaves nothing executable when given as HTML", () => expectSafe(sanitizeArticleHtml(payload), payload));
    it("leaves nothing executable inside a Markdown paragraph and list", () => expectSafe(renderMarkdown(`Text ${payload} text\n\n- ${payload}\n`), payload));
  });

  it("keeps the Markdown an article uses: headings, lists, code, quotes, emphasis, links and tables", () => {
    const html = renderMarkdown(
      "# Title\n\n## Section\n\nSome **bold**, *em*, `code` and ~~gone~~.\n\n1. one\n2. two\n\n- a\n- b\n\n> quote\n\n```text\n<b>x</b> & y\n```\n\n| a | b |\n|:--|--:|\n| 1 | 2 |\n\n[site](https://example.com) [page](/detail/abc) [mail](mailto:a@example.com) [anchor](#top)\n",
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<h2>Section</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>em</em>");
    expect(html).toContain("<code>code</code>");
    expect(html).toContain("<del>gone</del>");
    expect(html).toMatch(/<ol>\s*<li>one<\/li>/);
    expect(html).toMatch(/<ul>\s*<li>a<\/li>/);
    expect(html).toMatch(/<blockquote>\s*<p>quote<\/p>/);
    expect(html).toContain('<pre><code class="language-text">&lt;b&gt;x&lt;/b&gt; &amp; y');
    expect(html).toContain('<th align="left">a</th>');
    expect(html).toContain('<a rel="noopener noreferrer" href="https://example.com" target="_blank">site</a>');
    expect(html).toContain('<a rel="noopener noreferrer" href="/detail/abc">page</a>');
    expect(html).toContain('<a rel="noopener noreferrer" href="mailto:a@example.com">mail</a>');
    expect(html).toContain('<a rel="noopener noreferrer" href="#top">anchor</a>');
    expectSafe(html, "article");
  });

  it("drops a javascript: link's address but keeps its text", () => {
    const html = renderMarkdown("[read me](javascript:alert(1))");
    expect(html).toContain(">read me</a>");
    expect(html).not.toContain("href");
    expect(html.toLowerCase()).not.toContain("javascript");
  });

  it("removes a script's content, not just its tags", () => {
    expect(renderMarkdown("<script>alert('pwned')</script>after")).not.toContain("pwned");
  });
});
