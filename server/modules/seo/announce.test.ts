import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp } from "../../test/harness.test-support.ts";
import { adminCaller, categoryIds, userPayload } from "../prompts/prompt-callers.test-support.ts";

/** A stand-in for the IndexNow and Baidu push endpoints on loopback: it keeps every request it is sent. */
let endpoint: http.Server;
let endpointUrl: string;
const pings: Array<{ host: string; key: string; keyLocation: string; urlList: string[] }> = [];
const pushes: Array<{ query: string; body: string }> = [];

beforeAll(async () => {
  endpoint = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const url = new URL(request.url!, "http://stand-in");
      if (url.pathname === "/indexnow") pings.push(JSON.parse(body) as (typeof pings)[number]);
      else pushes.push({ query: url.search, body });
      response.writeHead(url.pathname === "/indexnow" ? 202 : 200).end();
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve));
  endpointUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => endpoint.close(() => resolve())));

describe.each(engines())("announcing to search engines on %s", (engine) => {
  it("announces a new public prompt's addresses in every language in one ping to each, never a members-only one, and serves the key file", async () => {
    pings.length = 0;
    pushes.length = 0;
    const key = "a1b2c3d4e5f6a7b8";
    const t = await buildTestApp(engine, {
      SEED: "demo",
      PUBLIC_URL: "https://plaza.example",
      INDEXNOW_KEY: key,
      INDEXNOW_ENDPOINT: `${endpointUrl}/indexnow`,
      BAIDU_PUSH_TOKEN: "baidu-token",
      BAIDU_PUSH_ENDPOINT: `${endpointUrl}/urls`,
    });
    const admin = await adminCaller(t);
    const writing = (await categoryIds(t)).writing!;
    const open = await admin.add(userPayload(writing, { title: "人人可读的提示词" }));
    await admin.add(userPayload(writing, { title: "会员专享的提示词", vipLevel: 2 }));
    const keyFile = await t.app.inject({ method: "GET", url: `/${key}.txt` });
    expect([keyFile.statusCode, keyFile.body]).toEqual([200, key]);
    await t.close(); // flushes what is pending
    const code = open.body.data.code;
    expect(pings).toEqual([
      {
        host: "plaza.example",
        key,
        keyLocation: `https://plaza.example/${key}.txt`,
        urlList: [`https://plaza.example/detail/${code}`, `https://plaza.example/zh-TW/detail/${code}`, `https://plaza.example/en/detail/${code}`],
      },
    ]);
    expect(pushes).toEqual([
      {
        query: `?site=${encodeURIComponent("https://plaza.example")}&token=baidu-token`,
        body: [`https://plaza.example/detail/${code}`, `https://plaza.example/zh-TW/detail/${code}`, `https://plaza.example/en/detail/${code}`].join("\n"),
      },
    ]);
  });

  it("stays silent without a key", async () => {
    pings.length = 0;
    pushes.length = 0;
    const t = await buildTestApp(engine, { SEED: "demo", INDEXNOW_ENDPOINT: `${endpointUrl}/indexnow`, BAIDU_PUSH_ENDPOINT: `${endpointUrl}/urls` });
    const admin = await adminCaller(t);
    await admin.add(userPayload((await categoryIds(t)).writing!));
    expect((await t.app.inject({ method: "GET", url: "/a1b2c3d4e5f6a7b8.txt" })).statusCode).toBe(404);
    await t.close();
    expect([pings, pushes]).toEqual([[], []]);
  });
});
