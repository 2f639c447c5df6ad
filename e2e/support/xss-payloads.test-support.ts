/**
 * Hostile text for e2e/security-xss.spec.ts. Every payload, if anything ever ran it, would set
 * window.__xss (or its parent's) or open a dialog; the probe looks for both, and for any attribute
 * or element through which one could run later (a click, a hover, a focus).
 */
export const XSS_MARKER = "__xss";

export const XSS_PAYLOADS: string[] = [
  // Script elements, plain, nested, split, inside SVG.
  "<script>window.__xss=1</script>",
  "<scr<script>ipt>window.__xss=2</script>",
  "<svg><script>window.__xss=3</script></svg>",
  '"><script>window.__xss=4</script>',
  "</textarea></title><script>window.__xss=5</script>",
  // Event attributes.
  '<img src=x onerror="window.__xss=6">',
  "<img src=x onerror=window.__xss=7//",
  '<svg onload="window.__xss=8"></svg>',
  '<svg><animate onbegin="window.__xss=9" attributeName="x" dur="1s"></animate></svg>',
  '<details open ontoggle="window.__xss=10"><summary>x</summary></details>',
  '<input autofocus onfocus="window.__xss=11">',
  '<div onmouseover="window.__xss=12" style="position:fixed;inset:0">hover</div>',
  '<video><source onerror="window.__xss=13"></video>',
  '<body onload="window.__xss=14">',
  "<img src=x onerror=alert(15)>",
  // Links and other URLs with a script scheme.
  '<a href="javascript:window.__xss=16">click</a>',
  '<a href="  JaVaScRiPt:window.__xss=17">click</a>',
  '<a href="jav&#x09;ascript:window.__xss=18">click</a>',
  '<a href="&#106;avascript:window.__xss=19">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9MjA8L3NjcmlwdD4=">click</a>',
  '<form action="javascript:window.__xss=21"><button formaction="javascript:window.__xss=21">go</button></form>',
  '<iframe srcdoc="<script>parent.__xss=22</script>"></iframe>',
  '<iframe src="javascript:parent.__xss=23"></iframe>',
  '<object data="javascript:window.__xss=24"></object>',
  '<embed src="data:text/html,<script>parent.__xss=25</script>">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=26">',
  '<base href="javascript:window.__xss=27//">',
  // Markdown's own syntax.
  "[click](javascript:window.__xss=28)",
  "[click](&#106;avascript:window.__xss=29)",
  "[click](<javascript:window.__xss=30>)",
  '![x](x" onerror="window.__xss=31)',
  "[click][ref]\n\n[ref]: javascript:window.__xss=32",
  // Parser confusion (mutation XSS) and entities.
  "<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=33></style></mglyph></table></mtext></math>",
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=34>"></noscript>',
  "&lt;script&gt;window.__xss=35&lt;/script&gt;",
  "<style>@import 'data:text/css,body{background:url(javascript:window.__xss=36)}';</style>",
];
