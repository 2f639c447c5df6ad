/**
 * The happy path of every operation of the OpenAPI document that changes something (writes, and
 * the GET calls that delete, count or send mail), for the walk in openapi.test.ts. Each
 * builds the data it needs (factories, and the API itself for prompts, reports and the like) and
 * returns the one request to check, so none depends on another's order.
 */
import fs from "node:fs";
import path from "node:path";
import { buildSignedInUser, buildUser, uniqueAddress, uniqueName, type SignedIn } from "../../test/factories.test-support.ts";
import type { TestApp } from "../../test/harness.test-support.ts";
import { linkIn, parseMail } from "../../test/mail-parsing.test-support.ts";
import { makePng } from "../uploads/images.test-support.ts";

export type WalkSetup = {
  t: TestApp;
  /** A signed-in user and the administrator. */
  user: SignedIn;
  admin: SignedIn;
  /** A public demo prompt and a category's id. */
  demoCode: string;
  categoryId: number;
};

export type HappyRequest = {
  url: string;
  token?: string;
  payload?: object | Buffer | string;
  headers?: Record<string, string>;
  remoteAddress?: string;
};

type Step = (w: WalkSetup) => Promise<HappyRequest>;

/** A multipart body of one or more files, as a browser's form sends it. */
export function multipart(files: Array<{ name: string; type: string; content: Buffer }>) {
  const boundary = "----openapi-walk";
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`),
      f.content,
      Buffer.from("\r\n"),
    ]),
  );
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const png = () => ({ name: "walk.png", type: "image/png", content: makePng(8, 8) });
const csv = () => {
  const row = uniqueName("row");
  return {
    name: "prompts.csv",
    type: "text/csv",
    content: Buffer.from(`act,prompt\n"Walk ${row}","Write a haiku about ${row}, with commas, and ""quotes"""\n`),
  };
};

let texts = 0;
/** A prompt body whose text differs from every other, so the duplicate check never refuses it. */
const promptBody = (categoryId: number) => {
  texts += 1;
  return { title: `接口巡检 ${texts}`, prompt: `请为第 ${texts} 份周报 ${uniqueName("p")} 列出三个要点，并给出一句总结。`, categoryIds: [categoryId] };
};

async function call<T>(w: WalkSetup, method: "GET" | "POST", url: string, token: string | undefined, payload?: object): Promise<T> {
  const { status, body } = await w.t.call<T>({ method, url, token, ...(payload ? { payload } : {}) });
  if (status !== 200 || body.code !== 0) throw new Error(`${method} ${url}: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/** The mail `send` wrote to the app's outbox (no SMTP in the walk). */
async function mailTo(w: WalkSetup, send: () => Promise<unknown>) {
  const outbox = path.join(w.t.config.dataDir, "outbox");
  const before = new Set(fs.existsSync(outbox) ? fs.readdirSync(outbox) : []);
  await send();
  const file = fs.readdirSync(outbox).find((f) => !before.has(f))!;
  return parseMail(fs.readFileSync(path.join(outbox, file), "utf8"));
}

/** A prompt written through the API: by the user (awaiting review, as the walk's app reviews everyone) or by the administrator (published). */
const addPrompt = (w: WalkSetup, as: SignedIn) => call<{ id: number; code: string }>(w, "POST", "/admin/api/addPrompt", as.token, promptBody(w.categoryId));
const addGroup = (w: WalkSetup) =>
  call<{ markId: number }>(w, "POST", "/admin/api/addMarkGroup", w.admin.token, { title: `巡检分组 ${uniqueName("g")}`.slice(0, 20) });
const addCategory = (w: WalkSetup) =>
  call<{ cid: number }>(w, "POST", "/admin/api/addCategory", w.admin.token, { category: `巡检 ${uniqueName("c")}`.slice(0, 20) });
/** A report of an administrator's new prompt, by a visitor. */
async function reportedPrompt(w: WalkSetup) {
  const prompt = await addPrompt(w, w.admin);
  await w.t.call({ method: "POST", url: "/api/report", payload: { promptCode: prompt.code, reason: "spam" }, remoteAddress: uniqueAddress() });
  return prompt;
}

/** Keyed by "METHOD path" as the document names the operation. */
export const HAPPY_WRITES: Record<string, Step> = {
  "POST /api/user/register": async () => {
    const loginName = uniqueName("reg");
    return { url: "/api/user/register", payload: { loginName, email: `${loginName}@example.com`, pwd: "walk-Pa55word-x" }, remoteAddress: uniqueAddress() };
  },
  "POST /api/user/login": async (w) => {
    const user = await buildUser(w.t);
    return { url: "/api/user/login", payload: { loginName: user.loginName, pwd: user.password } };
  },
  "GET /api/user/emailLogin": async (w) => ({
    url: `/api/user/emailLogin?email=${encodeURIComponent((await buildUser(w.t)).email!)}`,
    remoteAddress: uniqueAddress(),
  }),
  "GET /api/user/verifyEmailLogin": async (w) => {
    const email = (await buildUser(w.t)).email!;
    const link = linkIn(await mailTo(w, () => call(w, "GET", `/api/user/emailLogin?email=${encodeURIComponent(email)}`, undefined)));
    return { url: `/api/user/verifyEmailLogin${link.search}` };
  },
  "POST /api/user/logout": async (w) => ({ url: "/api/user/logout", token: (await buildSignedInUser(w.t)).token }),
  "POST /auth/refresh": async (w) => ({ url: "/auth/refresh", headers: { "x-pp-refresh-token": (await buildSignedInUser(w.t)).refreshToken } }),
  "POST /auth/change-password": async (w) => {
    const { user, token } = await buildSignedInUser(w.t);
    return {
      url: "/auth/change-password",
      token,
      payload: { currentPassword: user.password, newPassword: "walk-N3w-password", confirmNewPassword: "walk-N3w-password" },
    };
  },
  "POST /auth/email-change": async (w) => {
    const { user, token } = await buildSignedInUser(w.t);
    return { url: "/auth/email-change", token, payload: { newEmail: `${uniqueName("moved")}@example.org`, currentPassword: user.password } };
  },
  "POST /auth/email-change/confirm": async (w) => {
    const { user, token } = await buildSignedInUser(w.t);
    const newEmail = `${uniqueName("moved")}@example.org`.toLowerCase();
    const mail = await mailTo(w, () => call(w, "POST", "/auth/email-change", token, { newEmail, currentPassword: user.password }));
    return { url: "/auth/email-change/confirm", token, payload: { token: /emailChange=([\w-]+)/.exec(mail.text)![1]! } };
  },
  "POST /auth/delete-account": async (w) => {
    const { user, token } = await buildSignedInUser(w.t);
    return { url: "/auth/delete-account", token, payload: { currentPassword: user.password, prompts: "anonymise" } };
  },
  "PUT /auth/profile": async (w) => ({ url: "/auth/profile", token: (await buildSignedInUser(w.t)).token, payload: { nickName: "巡检读者" } }),
  "POST /api/user/mergeFavourites": async (w) => ({ url: "/api/user/mergeFavourites", token: w.user.token, payload: { codes: [w.demoCode] } }),

  "GET /api/prompt/updateCnt": async (w) => ({ url: `/api/prompt/updateCnt?promptCode=${w.demoCode}&action=2` }),
  "POST /api/prompt/rate": async (w) => ({
    url: "/api/prompt/rate",
    token: w.user.token,
    payload: { promptCode: w.demoCode, rateScore: 8, rateComment: "清楚好用" },
  }),
  "POST /api/report": async (w) => ({
    url: "/api/report",
    payload: { promptCode: w.demoCode, reason: "other", details: "巡检" },
    remoteAddress: uniqueAddress(),
  }),
  "POST /api/prompt/saveAsMine": async (w) => ({ url: "/api/prompt/saveAsMine", token: w.user.token, payload: { promptCode: w.demoCode } }),
  "POST /admin/api/addPrompt": async (w) => ({ url: "/admin/api/addPrompt", token: w.user.token, payload: promptBody(w.categoryId) }),
  "POST /admin/api/updatePrompt": async (w) => {
    const { id } = await addPrompt(w, w.user);
    return { url: "/admin/api/updatePrompt", token: w.user.token, payload: { id, ...promptBody(w.categoryId) } };
  },
  "GET /admin/api/deletePrompt": async (w) => ({ url: `/admin/api/deletePrompt?promptId=${(await addPrompt(w, w.user)).id}`, token: w.user.token }),
  "POST /api/user/importPrompts": async (w) => ({ url: `/api/user/importPrompts?categoryCode=writing`, token: w.user.token, ...multipart([csv()]) }),
  "POST /upload": async (w) => ({ url: "/upload", token: w.user.token, ...multipart([png()]) }),
  "POST /upload/avatar": async (w) => ({ url: "/upload/avatar", token: w.user.token, ...multipart([png()]) }),

  "POST /upload/multiple": async (w) => ({ url: "/upload/multiple", token: w.admin.token, ...multipart([png(), png()]) }),
  "POST /admin/api/importPrompts": async (w) => ({ url: "/admin/api/importPrompts?categoryCode=writing", token: w.admin.token, ...multipart([csv()]) }),
  "POST /admin/api/addCategory": async (w) => ({
    url: "/admin/api/addCategory",
    token: w.admin.token,
    payload: { category: "巡检分类", intro: "接口巡检", tags: ["巡检"] },
  }),
  "POST /admin/api/updateCategory": async (w) => ({
    url: "/admin/api/updateCategory",
    token: w.admin.token,
    payload: { id: (await addCategory(w)).cid, category: "巡检改名" },
  }),
  "GET /admin/api/deleteCategory": async (w) => ({ url: `/admin/api/deleteCategory?categoryId=${(await addCategory(w)).cid}`, token: w.admin.token }),
  "POST /admin/api/addMarkGroup": async (w) => ({
    url: "/admin/api/addMarkGroup",
    token: w.admin.token,
    payload: { title: "巡检分组", titleEn: "Walk", recommend: 1 },
  }),
  "POST /admin/api/updateMarkGroup": async (w) => ({
    url: "/admin/api/updateMarkGroup",
    token: w.admin.token,
    payload: { markId: (await addGroup(w)).markId, title: "巡检改名" },
  }),
  "GET /admin/api/deleteMarkGroup": async (w) => ({ url: `/admin/api/deleteMarkGroup?markId=${(await addGroup(w)).markId}`, token: w.admin.token }),
  "POST /admin/api/addMarkGroupPrompts": async (w) => {
    const { markId } = await addGroup(w);
    return { url: "/admin/api/addMarkGroupPrompts", token: w.admin.token, payload: { markId, promptIds: [(await addPrompt(w, w.admin)).id] } };
  },
  "GET /admin/api/removeMarkGroupPrompt": async (w) => {
    const { markId } = await addGroup(w);
    const { id } = await addPrompt(w, w.admin);
    await call(w, "POST", "/admin/api/addMarkGroupPrompts", w.admin.token, { markId, promptId: id });
    return { url: `/admin/api/removeMarkGroupPrompt?markId=${markId}&promptId=${id}`, token: w.admin.token };
  },
  "POST /admin/api/agentAddPrompt": async (w) => ({
    url: "/admin/api/agentAddPrompt",
    token: w.admin.token,
    payload: { categoryId: w.categoryId, prompt: `帮我把会议记录整理成待办清单 ${uniqueName("a")}` },
  }),
  "POST /admin/api/retryTranslation": async (w) => ({
    url: "/admin/api/retryTranslation",
    token: w.admin.token,
    payload: { promptId: (await addPrompt(w, w.admin)).id },
  }),
  "POST /admin/prompts/{id}/moderate": async (w) => ({
    url: `/admin/prompts/${(await addPrompt(w, w.admin)).id}/moderate`,
    token: w.admin.token,
    payload: { action: "hide", reason: "巡检" },
  }),
  "POST /admin/reports/{targetType}/{targetId}/resolve": async (w) => ({
    url: `/admin/reports/prompt/${(await reportedPrompt(w)).id}/resolve`,
    token: w.admin.token,
    payload: { action: "dismiss", reason: "巡检" },
  }),
  "POST /admin/review/{targetType}/{targetId}": async (w) => ({
    url: `/admin/review/prompt/${(await addPrompt(w, w.user)).id}`,
    token: w.admin.token,
    payload: { action: "approve" },
  }),
  "PATCH /admin/users/{id}/status": async (w) => ({ url: `/admin/users/${(await buildUser(w.t)).id}/status`, token: w.admin.token, payload: { status: 0 } }),
};

/** Data for the reads: a report, a moderation action in the trail, and a prompt and a comment awaiting review, so those lists are not empty. */
export async function fillQueues(w: WalkSetup): Promise<{ translatedPromptId: number }> {
  await reportedPrompt(w);
  const hidden = await addPrompt(w, w.admin);
  await call(w, "POST", `/admin/prompts/${hidden.id}/moderate`, w.admin.token, { action: "hide", reason: "巡检" });
  await addPrompt(w, w.user);
  await call(w, "POST", "/api/prompt/rate", w.user.token, { promptCode: w.demoCode, rateScore: 6, rateComment: "等待审核的评论" });
  return { translatedPromptId: hidden.id };
}
