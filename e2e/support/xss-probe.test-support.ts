/**
 * Did anything hostile run, or could it? A page is watched for dialogs from the moment it opens;
 * once rendered, it is hovered and tabbed through (handlers that wait for a hover or a focus),
 * then every frame is asked for the marker and every element is searched for an inline handler,
 * a script URL, or a script/frame/object that came from the payloads.
 */
import type { Page } from "playwright-core";
import { XSS_MARKER } from "./xss-payloads.test-support.ts";

export type XssWatch = { problems(): Promise<string[]> };

export function watchForXss(page: Page): XssWatch {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()} "${dialog.message()}"`);
    void dialog.dismiss().catch(() => {});
  });
  return {
    async problems() {
      const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
      for (let y = 20; y < viewport.height; y += 120) await page.mouse.move(viewport.width / 2, y);
      for (let n = 0; n < 15; n++) await page.keyboard.press("Tab");
      const found = dialogs.splice(0).map((d) => `dialog ${d}`);
      for (const frame of page.frames()) {
        try {
          found.push(...(await frame.evaluate(scanDocument, XSS_MARKER)).map((p) => `${frame === page.mainFrame() ? "page" : `frame ${frame.url()}`}: ${p}`));
        } catch {
          // A frame from elsewhere (none should exist) cannot be read; it is reported by the element scan.
        }
      }
      return found;
    },
  };
}

/** Runs in the page: what in this document ran or could run hostile code. */
function scanDocument(marker: string): string[] {
  const found: string[] = [];
  const value = (window as unknown as Record<string, unknown>)[marker];
  if (value !== undefined) found.push(`window.${marker} = ${String(value)}`);
  const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "data", "xlink:href", "srcdoc"]);
  for (const element of Array.from(document.querySelectorAll("*"))) {
    const tag = element.tagName.toLowerCase();
    // The page's own scripts carry the payloads as escaped data (hydration JSON) and its <meta>
    // description as an escaped attribute: only code that is a payload, or a payload's element, counts.
    if (tag === "script" && /^(?:(?:window|parent)\.__xss|alert\()/.test((element.textContent ?? "").trim())) found.push(`a <script> made of a payload`);
    if (tag === "meta" && element.hasAttribute("http-equiv") && element.outerHTML.includes(marker)) found.push(`a <meta http-equiv> from a payload`);
    if (["iframe", "object", "embed", "base", "form"].includes(tag) && element.outerHTML.includes(marker)) found.push(`a <${tag}> from a payload`);
    for (const attribute of Array.from(element.attributes)) {
      // Browsers ignore control characters and spaces inside a scheme ("jav\tascript:").
      // eslint-disable-next-line no-control-regex -- stripping them is the point
      const compact = attribute.value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
      if (/^on/i.test(attribute.name)) found.push(`<${tag} ${attribute.name}="${attribute.value.slice(0, 60)}">`);
      else if (
        URL_ATTRIBUTES.has(attribute.name.toLowerCase()) &&
        (/^(javascript|vbscript):/.test(compact) || compact.startsWith("data:text/html") || attribute.name === "srcdoc")
      ) {
        found.push(`<${tag} ${attribute.name}="${attribute.value.slice(0, 60)}">`);
      }
    }
  }
  return found;
}
