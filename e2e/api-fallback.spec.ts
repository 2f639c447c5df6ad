/**
 * Issue 24: behind the production server, where every path no API route takes would go to the
 * pages, an API address that does not exist (or a method it does not take) still answers the JSON
 * envelope, never the HTML page (server/lib/api-fallback.ts; its API test covers both engines).
 */
import { describe, expect, it } from "vitest";
import { workerServer } from "./support/worker-server.test-support.ts";

const { baseUrl } = workerServer();

describe("unknown API addresses behind the production server", () => {
  it.each([
    { method: "GET", url: "/api/doesNotExist", status: 404 },
    { method: "GET", url: "/admin/api/doesNotExist", status: 404 },
    { method: "GET", url: "/auth/doesNotExist", status: 404 },
    { method: "GET", url: "/upload/doesNotExist", status: 404 },
    { method: "GET", url: "/api/prompt/<300 characters>", status: 404 },
    { method: "POST", url: "/api/listPrompt", status: 405 },
    { method: "GET", url: "/api/user/login", status: 405 },
    { method: "PUT", url: "/api/prompt/rate", status: 405 },
  ])("$method $url answers the JSON envelope with $status in the X-LAN language", async ({ method, url, status }) => {
    const response = await fetch(baseUrl + url.replace("<300 characters>", "x".repeat(300)), { method, headers: { "x-lan": "en" } });
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as { code: number; msg: string };
    expect(body.code).toBe(status * 100);
    expect(body.msg).toBe(status === 404 ? "No such endpoint" : "Method not allowed");
  });

  it("still serves an unknown page address as the HTML not-found page", async () => {
    const response = await fetch(baseUrl + "/no-such-page");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  });
});
