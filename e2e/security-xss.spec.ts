/**
 * Issue #11, output: hostile text rendered by the real pages in Chromium runs nothing. Through the
 * blog renderer (an article and its list entry, served by a production server whose BLOG_DIR is
 * a copy of content/blog with one hostile article added) and through a detail page (the prompt's
 * own text and the comment list, written through the API by a signed-in user).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { report } from "../server/security/support/figures.test-support.ts";
import { anyCategoryId, call, signInAdmin } from "./support/api.test-support.ts";
import { desktop, launchBrowser } from "./support/browser.test-support.ts";
import { startServer, type RunningServer } from "./support/server.test-support.ts";
import { XSS_PAYLOADS } from "./support/xss-payloads.test-support.ts";
import { watchForXss } from "./support/xss-probe.test-support.ts";
import { acknowledgedCode, writePrompt } from "./support/write-stream.test-support.ts";

const ARTICLE_ID = "xss-payloads";
/** Written after the payloads: seeing it proves the whole article was rendered, not dropped. */
const ARTICLE_END = "全部载荷结束";
/** One prompt, one rating and one page load per payload, in turn: about 35 s alone on this 2-core machine, 60 s and more beside the other browser worker. */
const DETAIL_PAGES_TIMEOUT_MS = 240_000;

let server: RunningServer | undefined;
let browser: Browser | undefined;
let blogDir: string | undefined;
const findings: Record<string, number> = {};

/** content/blog plus one article made of every payload, its title and excerpt hostile too. */
function hostileBlog(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-xss-blog-"));
  fs.cpSync("content/blog", dir, { recursive: true });
  const index = JSON.parse(fs.readFileSync(path.join(dir, "index.json"), "utf8")) as { total: number; entries: unknown[] };
  const title = `XSS 测试 ${XSS_PAYLOADS[0]}`;
  index.entries.push({
    id: ARTICLE_ID,
    order: 0,
    title: { zh: title },
    tag: { zh: [XSS_PAYLOADS[5]] },
    category: { zh: [XSS_PAYLOADS[7]] },
    date: "2025-10-01",
    keywords: { zh: ["xss"] },
    excerpt: { zh: XSS_PAYLOADS[15] },
    language: ["zh"],
    filePath: { zh: `/blog/posts/${ARTICLE_ID}.zh.md` },
  });
  index.total = index.entries.length;
  fs.writeFileSync(path.join(dir, "index.json"), JSON.stringify(index));
  const body = XSS_PAYLOADS.map((payload, n) => `## 载荷 ${n + 1}\n\n${payload}\n`).join("\n");
  fs.writeFileSync(path.join(dir, "posts", `${ARTICLE_ID}.zh.md`), `---\ntitle: ${JSON.stringify(title)}\ndate: 2025-10-01\n---\n\n${body}\n${ARTICLE_END}\n`);
  return dir;
}

beforeAll(async () => {
  blogDir = hostileBlog();
  server = await startServer({ BLOG_DIR: blogDir });
  browser = await launchBrowser();
});

afterAll(async () => {
  report(
    `XSS: ${XSS_PAYLOADS.length} payloads; ${Object.entries(findings)
      .map(([where, n]) => `${where}: ${n} ran or could run`)
      .join("; ")}`,
  );
  await browser?.close();
  await server?.stop();
  if (blogDir) fs.rmSync(blogDir, { recursive: true, force: true });
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

async function openPage(): Promise<Page> {
  const context = await browser!.newContext({ ...desktop, locale: "zh-CN" });
  await context.addCookies([{ name: "lang", value: "zh-CN", url: server!.url }]);
  return context.newPage();
}

describe("hostile text in the real pages", () => {
  it("the blog renderer runs none of the payloads (article and list)", async () => {
    const page = await openPage();
    const watch = watchForXss(page);
    await page.goto(`${server!.url}/blog/${ARTICLE_ID}`);
    await page.locator("main article").getByText(ARTICLE_END).waitFor();
    // The payloads were rendered, as text or as what the sanitiser kept, not dropped with the article.
    expect(await page.locator("main article h2").count()).toBeGreaterThanOrEqual(XSS_PAYLOADS.length);
    const articleProblems = await watch.problems();

    await page.goto(`${server!.url}/blog`);
    await page
      .getByRole("link", { name: /XSS 测试/ })
      .first()
      .waitFor();
    const listProblems = await watch.problems();
    findings["blog article and list"] = articleProblems.length + listProblems.length;
    await page.context().close();
    expect(articleProblems).toEqual([]);
    expect(listProblems).toEqual([]);
  });

  it(
    "a detail page runs none of them (prompt text, tips and the comment list)",
    async () => {
      const token = await signInAdmin(server!.url);
      const categoryId = await anyCategoryId(server!.url);
      const codes: string[] = [];
      for (const [n, payload] of XSS_PAYLOADS.entries()) {
        const reply = await writePrompt(server!.url, token, categoryId, n, `${payload}\n提示词 ${n}`);
        const code = acknowledgedCode(reply);
        if (!code) throw new Error(`payload ${n} was refused as a prompt: ${reply.status} ${JSON.stringify(reply.body)}`);
        const rated = await call(server!.url, "POST", "/api/prompt/rate", {
          token,
          body: { promptCode: code, rateScore: 6, rateComment: `${payload}\n评论 ${n}` },
        });
        expect(rated.status, `rating with payload ${n}`).toBe(200);
        codes.push(code);
      }

      const page = await openPage();
      const watch = watchForXss(page);
      const problems: string[] = [];
      for (const [n, code] of codes.entries()) {
        await page.goto(`${server!.url}/detail/${code}`);
        await page.getByText(`评论 ${n}`).first().waitFor();
        problems.push(...(await watch.problems()).map((p) => `payload ${n + 1}: ${p}`));
      }
      findings["detail pages"] = problems.length;
      await page.context().close();
      expect(problems).toEqual([]);
    },
    DETAIL_PAGES_TIMEOUT_MS,
  );
});
