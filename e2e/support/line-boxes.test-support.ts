/**
 * How text is laid out in lines on a page, measured from the boxes of its text (Range
 * getClientRects): which pills, breadcrumb items or words end up on more than one line.
 */
import type { Page } from "playwright-core";

export type LineReport = {
  /** The document is no wider than the window. */
  pageWidth: number;
  /** Pill-shaped elements (rounded ends) whose text takes more than one line. */
  wrappedPills: string[];
  /** Each breadcrumb item and the lines its text takes. */
  crumbs: Array<{ text: string; lines: number }>;
  /** The breadcrumb's current item: cut with an ellipsis, and whether it was cut here. */
  currentCrumb: { ellipsis: boolean; cut: boolean } | null;
  /** Words (runs between spaces and punctuation) of the short text split over two lines. */
  splitWords: string[];
  /** Lines of the hero's line under the page's heading. */
  heroLines: number;
};

/**
 * Measures the page. `shortText` selects the headings and hero lines whose words must not split:
 * a word wider than its element must break and is not counted; a CJK "word" is a run between
 * spaces and punctuation, where keep-all line breaking may break.
 */
export function measureLines(page: Page, breadcrumbLabel: string, shortText: string): Promise<LineReport> {
  return page.evaluate(
    ([label, short]) => {
      // Text a screen reader hears but the eye does not (sr-only is clipped) has no line of its own.
      const isClipped = (node: Node, root: Element) => {
        for (let el = node.parentElement; el && el !== root.parentElement; el = el.parentElement) {
          const style = getComputedStyle(el);
          if (style.clipPath !== "none" || style.clip !== "auto") return true;
        }
        return false;
      };
      const textNodes = (root: Element) => {
        const nodes: Text[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.textContent?.trim() && !isClipped(node, root)) nodes.push(node as Text);
        }
        return nodes;
      };
      const rectsOf = (node: Text, start = 0, end = node.length) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        return [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
      };
      // Boxes on one line share their vertical middle (fonts of one line differ a little in height;
      // lines of a tight line-height may overlap, but their middles are a line apart).
      const lineCount = (rects: DOMRect[]) => {
        const lines: Array<{ mid: number; half: number }> = [];
        for (const r of rects) {
          const mid = r.top + r.height / 2;
          if (!lines.some((line) => Math.abs(line.mid - mid) < Math.min(line.half, r.height / 2))) lines.push({ mid, half: r.height / 2 });
        }
        return lines.length;
      };
      const linesOf = (el: Element) => lineCount(textNodes(el).flatMap((node) => rectsOf(node)));
      const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60)}"`;
      const visible = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";

      const wrappedPills = [...document.body.querySelectorAll("*")]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return (
            visible(el) &&
            box.height > 0 &&
            (el.textContent ?? "").trim() !== "" &&
            parseFloat(getComputedStyle(el).borderTopLeftRadius) >= box.height / 2 - 0.5
          );
        })
        .filter((el) => linesOf(el) > 1)
        .map(name);

      const nav = document.querySelector(`nav[aria-label="${label}"]`);
      const crumbs = nav
        ? [...nav.querySelectorAll("li")].map((li) => ({
            text: (li.textContent ?? "").trim(),
            lines: linesOf(li),
          }))
        : [];
      const current = nav?.querySelector('[aria-current="page"]');
      const currentCrumb = current
        ? {
            ellipsis: getComputedStyle(current).textOverflow === "ellipsis",
            cut: current.scrollWidth > current.clientWidth,
          }
        : null;

      // Opening brackets and quotes go with the word after them, other punctuation with the word
      // before; a line may start or end at a symbol (＋, ／).
      const word = /[\p{Ps}\p{Pi}]*[^\s\p{P}\p{S}]+[\p{Pe}\p{Pf}\p{Po}]*/gu;
      const splitWords: string[] = [];
      for (const el of document.querySelectorAll(short)) {
        if (!visible(el)) continue;
        const style = getComputedStyle(el);
        const width = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        for (const node of textNodes(el)) {
          for (const match of node.data.matchAll(word)) {
            const rects = rectsOf(node, match.index, match.index + match[0].length);
            const wide = rects.reduce((sum, r) => sum + r.width, 0) > width - 1;
            if (!wide && lineCount(rects) > 1) splitWords.push(`${match[0]} in ${name(el)}`);
          }
        }
      }
      const hero = document.querySelector("main h1 + p");
      return {
        pageWidth: document.documentElement.scrollWidth,
        wrappedPills,
        crumbs,
        currentCrumb,
        splitWords,
        heroLines: hero ? linesOf(hero) : 0,
      };
    },
    [breadcrumbLabel, shortText] as const,
  );
}
