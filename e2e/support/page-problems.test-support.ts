/**
 * What a page must never show a reader's browser: a console error, an uncaught error, a request
 * that failed or answered 400 or more. A test names the statuses it provokes on purpose.
 */
import type { Page } from "playwright-core";

export type ProblemWatch = {
  /** One line per problem, with the page it happened on. */
  problems: string[];
  /** `url` answering `status` is the point of the visit (the 404 page), not a problem. */
  expectStatus(url: string | RegExp, status: number): void;
};

export function watchProblems(page: Page): ProblemWatch {
  const problems: string[] = [];
  const expected: Array<{ url: string | RegExp; status: number }> = [];
  const isExpected = (url: string, status?: number) =>
    expected.some((e) => (typeof e.url === "string" ? e.url === url : e.url.test(url)) && (status === undefined || e.status === status));
  page.on("pageerror", (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // Chromium logs every response of 400 or more as "Failed to load resource" at its address.
    if (isExpected(message.location().url) && message.text().startsWith("Failed to load resource")) return;
    problems.push(`console error on ${page.url()}: ${message.text()}`);
  });
  page.on("requestfailed", (request) => {
    const reason = request.failure()?.errorText ?? "";
    // Cancelled, not failed: the test moved on while a preload or a prefetch was on its way, or
    // the app dropped a request it no longer needed.
    if (reason === "net::ERR_ABORTED") return;
    problems.push(`request failed on ${page.url()}: ${request.method()} ${request.url()} ${reason}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400 && !isExpected(response.url(), response.status()))
      problems.push(`${response.status()} on ${page.url()}: ${response.request().method()} ${response.url()}`);
  });
  return { problems, expectStatus: (url, status) => void expected.push({ url, status }) };
}
