/**
 * Issue #11, bad input: uploads. Polyglots, SVG with script, HTML named as an image, oversized
 * files, a pixel flood and path-traversal names are refused, or stored so that they can only ever
 * be an image (server-chosen name, detected type, nosniff, a sandboxing policy). Skips, saying
 * why, only while no /upload route is registered.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredRoutes } from "../lib/access.ts";
import { buildSignedInUser } from "../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";
import { report } from "./support/figures.test-support.ts";
import { makePng } from "../modules/uploads/images.test-support.ts";
import { HOSTILE_FILES, multipartBody, TRAVERSAL_NAMES } from "./support/images.test-support.ts";
import { replyProblems } from "./support/leaks.test-support.ts";
import { closeWithin } from "./support/timeout.test-support.ts";

const STORED_NAME = /^\/uploads\/[0-9a-f]{32}\.(?:png|jpg|gif|webp)$/;
const ABSENT = "no POST /upload route is registered in this build (the uploads module is missing)";

type Uploaded = { url: string };

describe("uploads against hostile files", () => {
  let t: TestApp;
  let present = false;
  const figures = { files: 0, refused: 0, neutralised: 0, traversal: 0, renamed: 0 };
  beforeAll(async () => {
    t = await buildTestApp("pglite");
    present = registeredRoutes(t.app).some((r) => r.method === "POST" && r.url === "/upload");
  });
  afterAll(async () => {
    report(
      present
        ? `uploads: ${figures.files} hostile files, ${figures.refused} refused, ${figures.neutralised} stored as inert images; ${figures.traversal} path-traversal names, ${figures.renamed} stored under a server-chosen name, the rest refused`
        : `uploads: skipped, ${ABSENT}`,
    );
    if (t) await closeWithin(() => t.close());
  });

  const uploadDir = () => path.join(t.config.dataDir, "uploads");
  const storedFiles = () => (fs.existsSync(uploadDir()) ? fs.readdirSync(uploadDir()) : []);
  async function upload(url: string, token: string, files: Parameters<typeof multipartBody>[0]) {
    const { body, contentType } = multipartBody(files);
    return t.app.inject({ method: "POST", url, headers: { "x-pp-token": token, "content-type": contentType }, payload: body });
  }
  /** A stored file may only come back as the image it was detected as, never as something a browser runs. */
  async function servedInertly(url: string): Promise<string[]> {
    const served = await t.app.inject({ method: "GET", url });
    const problems: string[] = [];
    if (served.statusCode !== 200) problems.push(`serving it answered ${served.statusCode}`);
    if (!/^image\/(?:png|jpeg|gif|webp)$/.test(String(served.headers["content-type"]))) problems.push(`served as ${served.headers["content-type"]}`);
    if (served.headers["x-content-type-options"] !== "nosniff") problems.push("served without nosniff");
    if (!/sandbox|default-src 'none'/.test(String(served.headers["content-security-policy"] ?? ""))) problems.push("served without a sandboxing CSP");
    if (/attachment|filename=.*\.(?:html?|svg)/i.test(String(served.headers["content-disposition"] ?? "")))
      problems.push("served with a dangerous disposition");
    return problems;
  }

  it("refuses or neutralises polyglots, SVG with script, HTML named as an image, oversized files and a pixel flood", async (ctx) => {
    if (!present) ctx.skip(ABSENT);
    const { token } = await buildSignedInUser(t);
    const problems: string[] = [];
    for (const file of HOSTILE_FILES) {
      figures.files += 1;
      const before = storedFiles().length;
      const reply = await upload("/upload", token, [file]);
      for (const p of replyProblems("/upload", { statusCode: reply.statusCode, body: reply.body, headers: reply.headers })) problems.push(`${file.name}: ${p}`);
      if (reply.statusCode >= 400) {
        figures.refused += 1;
        if (storedFiles().length !== before) problems.push(`${file.name}: refused but a file was left behind`);
        continue;
      }
      figures.neutralised += 1;
      const { url } = (reply.json() as { data: Uploaded }).data;
      if (!STORED_NAME.test(url)) problems.push(`${file.name}: stored as ${url}`);
      for (const p of await servedInertly(url)) problems.push(`${file.name}: ${p}`);
    }
    // These must be refused outright, not merely served carefully.
    const mustRefuse = HOSTILE_FILES.filter((f) => /SVG|HTML renamed|pixel flood|over 2 MB/.test(f.name)).length;
    expect(figures.refused).toBeGreaterThanOrEqual(mustRefuse);
    expect(problems).toEqual([]);
  });

  it("never lets a client's file name choose where or under what name a file is stored", async (ctx) => {
    if (!present) ctx.skip(ABSENT);
    const { token } = await buildSignedInUser(t);
    const problems: string[] = [];
    for (const filename of TRAVERSAL_NAMES) {
      figures.traversal += 1;
      const reply = await upload("/upload", token, [{ filename, type: "image/png", bytes: makePng(1, 1) }]);
      if (reply.statusCode >= 500) problems.push(`${JSON.stringify(filename)}: ${reply.statusCode}`);
      if (reply.statusCode >= 400) continue;
      const { url } = (reply.json() as { data: Uploaded }).data;
      if (STORED_NAME.test(url)) figures.renamed += 1;
      else problems.push(`${JSON.stringify(filename)} stored as ${url}`);
    }
    for (const name of storedFiles()) if (!STORED_NAME.test(`/uploads/${name}`)) problems.push(`unexpected file ${name} in the upload folder`);
    const escaped = [os.tmpdir(), t.config.dataDir, path.dirname(t.config.dataDir), "/etc"].flatMap((dir) =>
      fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.includes("pp-escape")) : [],
    );
    expect(escaped).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("stores nothing from a multi-file call that carries one hostile file", async (ctx) => {
    if (!present || !registeredRoutes(t.app).some((r) => r.url === "/upload/multiple")) ctx.skip("no POST /upload/multiple route is registered in this build");
    const { token } = await buildSignedInUser(t, { role: 3 });
    const before = storedFiles().length;
    const svg = HOSTILE_FILES.find((f) => f.name.startsWith("an SVG with script"))!;
    const reply = await upload("/upload/multiple", token, [{ filename: "ok.png", type: "image/png", bytes: makePng(1, 1) }, svg]);
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode).toBeLessThan(500);
    expect(storedFiles().length).toBe(before);
  });

  it("serves nothing but stored uploads, whatever path the name tries", async (ctx) => {
    if (!present) ctx.skip(ABSENT);
    fs.mkdirSync(uploadDir(), { recursive: true });
    const attempts = [
      "..%2Fserver.lock",
      "..%2F..%2F..%2Fetc%2Fpasswd",
      "%2e%2e%2fserver.lock",
      "....%2F%2Fserver.lock",
      "..%5C..%5Cserver.lock",
      "x.png%00.html",
    ];
    for (const name of attempts) {
      const reply = await t.app.inject({ method: "GET", url: `/uploads/${name}` });
      expect(reply.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode, name).toBeLessThan(500);
      expect(reply.body, name).not.toMatch(/root:|^\d+$/m);
    }
  });
});
