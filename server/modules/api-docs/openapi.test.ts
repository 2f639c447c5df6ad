/**
 * The OpenAPI document: valid OpenAPI 3.1, one operation per API route with its access level, and
 * a walk of its GET operations in which each answers its happy path with a reply that validates
 * (ajv) against the schema the document gives it.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isApiPath, registeredRoutes, type RouteAccess } from "../../lib/access.ts";
import { engines } from "../../test/databases.ts";
import { buildAdmin, buildSignedInUser, signIn } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { readDemoCatalogue } from "../../db/seed/demo-data.ts";
import { DOCS_PATH, OPENAPI_PATH } from "./routes.ts";

type Operation = { "x-access"?: RouteAccess; responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: unknown };

const demoCode = readDemoCatalogue().prompts.find((p) => p.vipLevel === 0)!.code;

/** GET calls that change data (the spec's delete calls, counters, mail) or serve files: not walked as reads. */
const NOT_WALKED: Record<string, string> = {
  "/admin/api/deletePrompt": "deletes",
  "/admin/api/deleteCategory": "deletes",
  "/admin/api/deleteMarkGroup": "deletes",
  "/admin/api/removeMarkGroupPrompt": "deletes",
  "/api/user/emailLogin": "sends a mail",
  "/api/user/verifyEmailLogin": "needs a mailed token",
  "/uploads/{name}": "serves an uploaded file, not JSON",
  "/api/user/exportPrompts": "serves a download (JSON, CSV or Markdown), not the envelope",
};

/** The query a GET operation needs on its happy path. */
const HAPPY_QUERY: Record<string, string> = {
  "/api/prompt/updateCnt": `promptCode=${demoCode}&action=1`,
  "/api/listPrompt": "title=写作",
  "/admin/api/listPrompt": "queryMyPrompts=1",
};

/** GET operations whose 200 reply has no schema yet: the envelope alone is checked. Shrinks as schemas are added. */
const UNTYPED_GETS = [
  "/admin/api/listCategories",
  "/admin/api/listMarkGroups",
  "/admin/api/listPrompt",
  "/admin/api/translationStatus",
  "/admin/audit",
  "/admin/moderation/prompts",
  "/admin/reports",
  "/admin/review",
  "/admin/stats",
  "/admin/users",
  "/api/blog/article/{id}",
  "/api/blog/list",
  "/api/categoryIndex",
  "/api/health",
  "/api/prompt/updateCnt",
  "/api/user/detail",
  "/auth/profile",
];

/** The document's own references (#/components/…) resolve against it, added to ajv under this name (nothing is fetched). */
const DOCUMENT_ID = "http://127.0.0.1/api/openapi.json";
const documentRefs = (schema: unknown): object => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${DOCUMENT_ID}#/components/`));

const ANY_ENVELOPE = { type: "object", required: ["code", "msg", "data"], properties: { code: { const: 0 }, msg: { type: "string" } } };

describe.each(engines())("the OpenAPI document on %s", (engine) => {
  let t: TestApp;
  let doc: Document;
  let tokens: Record<RouteAccess, string | undefined>;

  beforeAll(async () => {
    t = await buildTestApp(engine, { SEED: "demo" });
    const reply = await t.app.inject({ method: "GET", url: OPENAPI_PATH });
    expect(reply.statusCode).toBe(200);
    doc = reply.json();
    const user = await buildSignedInUser(t);
    const admin = await buildAdmin(t);
    const adminToken = (await signIn(t, admin)).token;
    tokens = { public: undefined, user: user.token, owner: user.token, admin: adminToken };
  }, 120_000);
  afterAll(() => t.close());

  it("is valid OpenAPI 3.1", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("has one operation per API route, saying who may call it", () => {
    const routes = registeredRoutes(t.app).filter((r) => isApiPath(r.url) && r.method !== "HEAD" && !r.url.startsWith(DOCS_PATH) && r.url !== OPENAPI_PATH);
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) => Object.entries(operations).map(([method, op]) => `${method.toUpperCase()} ${path} ${op["x-access"]}`));
    const expected = routes.map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, "{$1}")} ${r.access}`);
    expect(documented.sort()).toEqual(expected.sort());
  });

  it("documents the main public replies and the error envelope", () => {
    const typed = (path: string) => doc.paths[path]?.get?.responses["200"]?.content?.["application/json"]?.schema;
    for (const path of ["/api/listPrompt", "/api/prompt/{code}", "/api/listCategory", "/api/index"]) expect(typed(path), path).toBeDefined();
    const detail = doc.paths["/api/prompt/{code}"]!.get!;
    expect(Object.keys(detail.responses).sort()).toEqual(["200", "400", "404", "default"]);
    const admin = doc.paths["/admin/users"]!.get!;
    expect(admin).toMatchObject({ "x-access": "admin", security: [{ token: [] }] });
    expect(Object.keys(admin.responses)).toEqual(expect.arrayContaining(["401", "403"]));
  });

  it("every GET operation answers its happy path as documented", async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ $id: DOCUMENT_ID, components: doc.components } as never);
    const blogId = ((await t.call<{ list: Array<{ id: string }> }>({ method: "GET", url: "/api/blog/list" })).body.data.list[0] ?? { id: "none" }).id;
    const params: Record<string, string> = { code: demoCode, id: blogId };
    const untyped: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      const op = operations.get;
      if (!op || NOT_WALKED[path]) continue;
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!)) + (HAPPY_QUERY[path] ? `?${HAPPY_QUERY[path]}` : "");
      const { status, body } = await t.call({ method: "GET", url, token: tokens[op["x-access"]!] });
      expect(status, `${path}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
      const schema = op.responses["200"]?.content?.["application/json"]?.schema;
      if (!schema) untyped.push(path);
      const check = ajv.compile({ $id: `http://127.0.0.1/reply${path}`, ...documentRefs(schema ?? ANY_ENVELOPE) });
      expect(check(body) ? [] : check.errors, path).toEqual([]);
    }
    expect(untyped.sort()).toEqual([...UNTYPED_GETS].sort());
  });
});
