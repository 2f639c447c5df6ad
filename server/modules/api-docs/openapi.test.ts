/**
 * The OpenAPI document: valid OpenAPI 3.1, one operation per API route with its access level, and
 * a walk of every operation: each answers its happy path (happy-paths.test-support.ts builds the data a write
 * needs) with a reply that validates (ajv) against the schema the document gives it.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isApiPath, registeredRoutes, type RouteAccess } from "../../lib/access.ts";
import { engines } from "../../test/databases.test-support.ts";
import { buildSignedInUser, signIn } from "../../test/factories.test-support.ts";
import { startFakeLlm, type FakeLlm } from "../../test/fake-llm.test-support.ts";
import { buildTestApp, TEST_ADMIN_PASSWORD, type TestApp } from "../../test/harness.test-support.ts";
import { readDemoCatalogue } from "../../db/seed/demo-data.ts";
import { fillQueues, HAPPY_WRITES, type HappyRequest, type WalkSetup } from "./happy-paths.test-support.ts";
import { DOCS_PATH, OPENAPI_PATH } from "./routes.ts";

type Operation = {
  "x-access"?: RouteAccess;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: unknown };

const demoCode = readDemoCatalogue().prompts.find((p) => p.vipLevel === 0)!.code;

/** Operations that serve a file rather than the JSON envelope: not walked. */
const FILES: Record<string, string> = {
  "GET /uploads/{name}": "an uploaded image",
  "GET /api/user/exportPrompts": "a download (JSON, CSV or Markdown)",
};

/** The query a read needs on its happy path. */
const happyQuery = (translatedPromptId: number): Record<string, string> => ({
  "/api/listPrompt": "title=写作",
  "/admin/api/listPrompt": "queryMyPrompts=1",
  "/admin/api/translationStatus": `promptIds=${translatedPromptId}`,
  "/admin/moderation/prompts": "status=hidden",
});

/** The document's own references (#/components/…) resolve against it, added to ajv under this name (nothing is fetched). */
const DOCUMENT_ID = "http://127.0.0.1/api/openapi.json";
const documentRefs = (schema: unknown): object => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${DOCUMENT_ID}#/components/`));

const operationsOf = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, op })),
  );

/** A list in a reply (data itself, or data.list), so the walk can insist that its items were checked too. */
const listIn = (data: unknown): unknown[] | undefined =>
  Array.isArray(data) ? data : Array.isArray((data as { list?: unknown })?.list) ? (data as { list: unknown[] }).list : undefined;

describe.each(engines())("the OpenAPI document on %s", (engine) => {
  let t: TestApp;
  let llm: FakeLlm;
  let doc: Document;
  let setup: WalkSetup;
  let tokens: Record<RouteAccess, string | undefined>;
  let translatedPromptId: number;
  let validate: (key: string, schema: unknown, body: unknown) => unknown;

  beforeAll(async () => {
    // A model that always fails: translations are queued and fail (so retry has work), agent entry falls back to its offline draft.
    llm = await startFakeLlm();
    // Every user's prompt and comment waits for review, so the review queue has items.
    t = await buildTestApp(engine, { SEED: "demo", REVIEW_NEW_CONTENT: "all", LLM_BASE_URL: llm.url, LLM_API_KEY: "sk-walk", LLM_TIMEOUT_MS: "1000" });
    const reply = await t.app.inject({ method: "GET", url: OPENAPI_PATH });
    expect(reply.statusCode).toBe(200);
    doc = reply.json();
    const user = await buildSignedInUser(t);
    const admin = await signIn(t, { loginName: "admin", password: TEST_ADMIN_PASSWORD });
    const categoryId = (await t.call<Array<{ cid: number; code: string }>>({ method: "GET", url: "/api/listCategory" })).body.data.find(
      (c) => c.code === "writing",
    )!.cid;
    setup = { t, user, admin, demoCode, categoryId };
    tokens = { public: undefined, user: user.token, owner: user.token, admin: admin.token };
    ({ translatedPromptId } = await fillQueues(setup));
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ $id: DOCUMENT_ID, components: doc.components } as never);
    validate = (key, schema, body) => {
      const check = ajv.getSchema(`http://127.0.0.1/reply/${key}`) ?? ajv.compile({ $id: `http://127.0.0.1/reply/${key}`, ...documentRefs(schema) });
      return check(body) ? [] : check.errors;
    };
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  const replySchema = (op: Operation) => op.responses["200"]?.content?.["application/json"]?.schema;

  it("is valid OpenAPI 3.1", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("has one operation per API route, saying who may call it", () => {
    const routes = registeredRoutes(t.app).filter((r) => isApiPath(r.url) && r.method !== "HEAD" && !r.url.startsWith(DOCS_PATH) && r.url !== OPENAPI_PATH);
    const documented = operationsOf(doc).map(({ key, op }) => `${key} ${op["x-access"]}`);
    const expected = routes.map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, "{$1}")} ${r.access}`);
    expect(documented.sort()).toEqual(expected.sort());
  });

  it("documents a reply for every operation that answers the envelope, and the error envelope", () => {
    const untyped = operationsOf(doc)
      .filter(({ key, op }) => !FILES[key] && !replySchema(op))
      .map(({ key }) => key);
    expect(untyped).toEqual([]);
    const detail = doc.paths["/api/prompt/{code}"]!.get!;
    expect(Object.keys(detail.responses).sort()).toEqual(["200", "400", "404", "default"]);
    const admin = doc.paths["/admin/users"]!.get!;
    expect(admin).toMatchObject({ "x-access": "admin", security: [{ token: [] }] });
    expect(Object.keys(admin.responses)).toEqual(expect.arrayContaining(["401", "403"]));
  });

  it("documents each multipart body (uploads, prompt files, the agent's form) as multipart/form-data, with its files", () => {
    const multipart = registeredRoutes(t.app).filter((r) => r.options.config?.multipartFiles !== undefined);
    expect(multipart.map((r) => r.url).sort()).toEqual([
      "/admin/api/agentAddPrompt",
      "/admin/api/importPrompts",
      "/api/user/importPrompts",
      "/upload",
      "/upload/avatar",
      "/upload/multiple",
    ]);
    for (const route of multipart) {
      const op = doc.paths[route.url]![route.method.toLowerCase()]!;
      const content = op.requestBody?.content ?? {};
      expect(Object.keys(content), route.url).toEqual(["multipart/form-data"]);
      const described = JSON.stringify(content["multipart/form-data"]!.schema);
      if (route.options.config!.multipartFiles! > 0) expect(described, route.url).toContain('"format":"binary"');
      else expect(described, route.url).toContain('"categoryId"');
    }
  });

  it("walks every operation: a read, a write with its happy path, or a file", () => {
    const documented = new Set(operationsOf(doc).map(({ key }) => key));
    const notWalked = operationsOf(doc)
      .filter(({ key, method }) => method !== "GET" && !HAPPY_WRITES[key] && !FILES[key])
      .map(({ key }) => key);
    expect(notWalked).toEqual([]);
    expect([...Object.keys(HAPPY_WRITES), ...Object.keys(FILES)].filter((key) => !documented.has(key))).toEqual([]);
  });

  it("every read answers its happy path as documented, to a visitor and to a signed-in reader alike", async () => {
    const blogId = (await t.call<{ list: Array<{ id: string }> }>({ method: "GET", url: "/api/blog/list" })).body.data.list[0]!.id;
    const params: Record<string, string> = { code: demoCode, id: blogId };
    const queries = happyQuery(translatedPromptId);
    const reads = operationsOf(doc).filter(({ key, method }) => method === "GET" && !HAPPY_WRITES[key] && !FILES[key]);
    expect(reads.length).toBeGreaterThanOrEqual(20);
    for (const { key, path, op } of reads) {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!)) + (queries[path] ? `?${queries[path]}` : "");
      const access = op["x-access"]!;
      // A public read as a signed-in reader too: their own fields (marked, myRate, mine) appear only then.
      for (const token of access === "public" ? [undefined, tokens.user] : [tokens[access]]) {
        const { status, body } = await t.call<unknown>({ method: "GET", url, token });
        expect(status, `${key}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
        expect(validate(key, replySchema(op), body), key).toEqual([]);
        expect(listIn(body.data)?.length ?? 1, `${key}: an empty list checks no item`).toBeGreaterThan(0);
      }
    }
  });

  it("every write answers its happy path as documented", async () => {
    for (const { key, method, op } of operationsOf(doc).filter((o) => HAPPY_WRITES[o.key])) {
      const request: HappyRequest = await HAPPY_WRITES[key]!(setup);
      const { status, body } = await t.call<unknown>({ method: method as "POST", ...request });
      expect(status, `${key}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
      expect(validate(key, replySchema(op), body), key).toEqual([]);
    }
  });
});
