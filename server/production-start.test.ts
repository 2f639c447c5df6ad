/**
 * Issue #26 (f): production runs the server `npm run build` compiles (build/app) with Node alone,
 * not the sources through tsx, which transpiled them at every start and kept them in memory. The
 * compiled server boots on a fresh data folder, finds the files it reads beside its modules (the
 * migrations and search.sql, the demo catalogue, the share images' fonts, the blog), and a SIGTERM
 * stops it cleanly. Needs `npm run build` (`npm test` makes it first).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { COMPILED_SERVER, startServer, type RunningServer } from "../e2e/support/server.test-support.ts";

const scripts = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-compiled-"));
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.stop("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the production start", () => {
  it("is Node on the compiled server: npm run serve runs it, npm start builds it first", () => {
    expect(scripts.serve).toBe(`cross-env NODE_ENV=production node ${COMPILED_SERVER}`);
    expect(scripts.start).toBe("npm run build && npm run serve");
  });

  it("boots from the build on a fresh data folder with the demo catalogue, and exits 0 on SIGTERM", async () => {
    server = await startServer({ SEED: "demo" }, dataDir, "compiled");
    const get = (address: string) => fetch(`${server!.url}${address}`);

    expect((await get("/api/health/ready")).status).toBe(200);
    const page = (await (await get("/api/listPrompt?pageNum=1&pageSize=1")).json()) as { data: { total: number } };
    expect(page.data.total).toBeGreaterThan(0);
    const image = await get("/og/zh-CN/site.png");
    expect({ status: image.status, type: image.headers.get("content-type") }).toEqual({ status: 200, type: "image/png" });
    const blog = (await (await get("/blog/index.json")).json()) as { entries: unknown[] };
    expect(blog.entries.length).toBeGreaterThan(0);

    expect(await server.stop("SIGTERM")).toBe(0);
  }, 120_000);
});
