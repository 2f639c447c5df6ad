/**
 * Issue #26 (f): production runs the server `npm run build` compiles (build/app) with Node alone,
 * not the sources through tsx, which transpiled them at every start and kept them in memory. The
 * compiled server boots on a fresh data folder, finds the files it reads beside its modules (the
 * migrations and search.sql, the demo catalogue, the share images' fonts, the blog), and a SIGTERM
 * stops it cleanly. Needs `npm run build` (`npm test` makes it first).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { COMPILED_SERVER, startServer, type RunningServer } from "../e2e/support/server.test-support.ts";
import { groupGone, killServed, serve } from "./test/serve-process.test-support.ts";

const scripts = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-compiled-"));
const npmDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-npm-serve-"));
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.stop("SIGKILL");
  killServed();
  for (const dir of [dataDir, npmDataDir]) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the production start", () => {
  it("is Node on the compiled server: npm run serve runs it, npm start builds it first", () => {
    // exec: npm passes a stop signal to the shell it started, which would die and leave the server running.
    expect(scripts.serve).toBe(`NODE_ENV=production exec node ${COMPILED_SERVER}`);
    expect(scripts.start).toBe("npm run build && exec npm run serve");
  });

  it("runs React Router's production build; its development build only under the development condition (npm run dev)", () => {
    // patches/react-router+7.18.4.patch: upstream's exports name the development build alone (issue #14102).
    const resolved = (...flags: string[]) =>
      execFileSync(process.execPath, [...flags, "--input-type=module", "-e", 'process.stdout.write(import.meta.resolve("react-router"))'], {
        encoding: "utf8",
      });
    expect(resolved()).toMatch(/\/react-router\/dist\/production\//);
    expect(resolved("--conditions=development")).toMatch(/\/react-router\/dist\/development\//);
    expect(scripts.dev).toContain("--conditions=development");
  });

  it("stops when only npm gets the SIGTERM (a service manager that signals the process it started)", async () => {
    const served = await serve(npmDataDir);
    process.kill(served.process.pid!, "SIGTERM");
    await groupGone(served.process.pid!);
    await expect(fetch(`${served.url}/api/health`)).rejects.toThrow();
  }, 120_000);

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
