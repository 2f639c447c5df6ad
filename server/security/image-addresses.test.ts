/**
 * Issue #22, hole 8: an address every viewer's browser fetches as an image must not be one of
 * our calls. An avatar of "/api/user/emailLogin?email=victim…" made each viewer send the victim a
 * sign-in mail. Avatars and prompt images take uploaded files (/uploads/…) or http(s) images
 * outside the API paths, on any host (the site may answer under several names).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../db/schema.ts";
import { engines } from "../test/databases.test-support.ts";
import { buildSignedInUser } from "../test/factories.test-support.ts";
import { buildTestApp, type TestApp } from "../test/harness.test-support.ts";
import { closeWithin } from "./support/timeout.test-support.ts";

const CALLS = [
  "/api/user/emailLogin?email=victim@example.org",
  "/auth/profile",
  "/admin/api/deletePrompt?promptId=1",
  "/upload",
  "/api/prompt/updateCnt?promptCode=x&action=1",
  "/uploads/%2e%2e/api/user/emailLogin?email=victim@example.org",
  "/emailLogin?token=x&email=victim@example.org",
  "https://prompts.example.org/api/user/emailLogin?email=victim@example.org",
  "http://127.0.0.1:3000/api/user/emailLogin?email=victim@example.org",
  "https://prompts.example.org//api/user/emailLogin?email=victim@example.org",
  "https://prompts.example.org/%61pi/user/emailLogin?email=victim@example.org",
  "https://prompts.example.org/x/../admin/stats",
  "https://prompts.example.org/API/user/logout",
];
const IMAGES = ["/uploads/0f9c.png", "https://cdn.example.org/a.png", "http://img.example.org/uploads/a.png?size=64", ""];

describe.each(engines())("image addresses on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => {
    if (t) await closeWithin(() => t.close());
  });

  it("an avatar is an uploaded image or an http(s) image, never one of our calls", async () => {
    const { token } = await buildSignedInUser(t);
    const avatar = (value: string) => t.call({ method: "PUT", url: "/auth/profile", token, payload: { avatar: value }, lan: "en" });
    const accepted: string[] = [];
    for (const value of CALLS) {
      const reply = await avatar(value);
      if (reply.status !== 400) accepted.push(`${value}: ${reply.status}`);
      else expect(reply.body.msg).toMatch(/^The avatar address is not valid/);
    }
    expect(accepted).toEqual([]);
    for (const value of IMAGES) expect((await avatar(value)).status, value).toBe(200);
  });

  it("a prompt's example images follow the same rule", async () => {
    const { token } = await buildSignedInUser(t, { role: 3 });
    const [category] = await t.database.db.insert(categories).values({ code: "images" }).returning({ id: categories.id });
    const add = (images: string[]) =>
      t.call({
        method: "POST",
        url: "/admin/api/addPrompt",
        token,
        lan: "en",
        payload: { title: "Images", categoryIds: [category!.id], prompt: "Describe the picture.", demo: [{ input: "in", out: "out", outImgs: images }] },
      });
    const accepted: string[] = [];
    for (const value of CALLS) {
      const reply = await add([value]);
      if (reply.status !== 400) accepted.push(`${value}: ${reply.status}`);
      else expect(reply.body.msg).toMatch(/^Invalid image address/);
    }
    expect(accepted).toEqual([]);
    expect((await add(IMAGES.filter(Boolean))).status).toBe(200);
  });
});
