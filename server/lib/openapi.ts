/**
 * The OpenAPI 3.1 document of the API, generated from the routes' zod schemas by @fastify/swagger
 * with fastify-type-provider-zod's transforms (decision 030). Each operation also says who may call
 * it (`x-access`, and the token as a security requirement) and the error replies it may give.
 * Registered before the modules: its onRoute hook must see every route.
 */
import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { ErrorEnvelopeSchema } from "../../contract/replies.ts";
import { isApiPath, type RouteAccess } from "./access.ts";
import { translate } from "./messages.ts";
import "./openapi-messages.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route reads a multipart/form-data body (@fastify/multipart) with up to this many files,
     * under any field name; zod never sees such a body, so the document is told here.
     */
    multipartFiles?: number;
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonSchema = Record<string, unknown>;

const TOKEN_SCHEME = "token";
const ERROR_REF = { $ref: `#/components/schemas/${String(ErrorEnvelopeSchema.meta()?.id)}` };
const error = (description: string) => ({ description, content: { "application/json": { schema: ERROR_REF } } });

/** The errors a route may answer, from what it declares: its input, its access level. */
function errorReplies(access: RouteAccess | undefined, schema: JsonSchema) {
  const takesInput = Boolean(schema.querystring || schema.body || schema.params);
  return {
    ...(takesInput ? { 400: error("Invalid input (40000, 40001 with data.field for a body field)") } : {}),
    ...(access && access !== "public" ? { 401: error("Not signed in, or the token expired (40100)") } : {}),
    ...(access === "admin" || access === "owner" ? { 403: error("Not allowed (40300)") } : {}),
    ...(schema.params ? { 404: error("Not found, or not for this caller (40400)") } : {}),
    default: error("Any other error: 409 conflict, 413 too large, 422, 429 too many requests (with Retry-After), 503 database away; see the envelope's code"),
  };
}

const binary = { type: "string", format: "binary" };

/** A multipart route's body: its files (and its fields, when zod checks them as a body). */
function multipartBody(files: number, fields: JsonSchema | undefined): JsonSchema {
  if (files === 0) return fields ?? { type: "object" };
  const file =
    files === 1
      ? { file: { ...binary, description: "The file (any field name)" } }
      : { files: { type: "array", items: binary, maxItems: files, description: "The files (any field names)" } };
  return { type: "object", properties: file, required: Object.keys(file) };
}

function documentRoute(input: TransformInput) {
  const { route, url } = input;
  if (!isApiPath(url) || input.schema?.hide) return { schema: { hide: true }, url };
  const schema = (jsonSchemaTransform(input).schema ?? {}) as unknown as JsonSchema;
  const access = route.config?.access;
  const files = route.config?.multipartFiles;
  const multipart = files === undefined ? {} : { consumes: ["multipart/form-data"], body: multipartBody(files, schema.body as JsonSchema | undefined) };
  return {
    url,
    schema: {
      ...schema,
      ...multipart,
      // Grouped by the first path segment: api, auth, admin, upload.
      tags: [url.split("/")[1] ?? "api"],
      "x-access": access,
      security: access === "public" ? [] : [{ [TOKEN_SCHEME]: [] }],
      response: { ...errorReplies(access, schema), ...(schema.response as JsonSchema | undefined) },
    },
  };
}

export async function installOpenApi(app: FastifyInstance, publicUrl: string) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        // English for tools; the reference page asks for the reader's language (modules/api-docs).
        title: `${translate("en", "apiDocsTitle")} · ${translate("zh-CN", "apiDocsTitle")}`,
        version: "1.0.0",
        description: translate("en", "apiDocsDescription"),
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { [TOKEN_SCHEME]: { type: "apiKey", in: "header", name: "X-PP-TOKEN", description: "The access token from sign-in (15 minutes)" } },
      },
    },
    transform: documentRoute,
    transformObject: jsonSchemaTransformObject,
  });
}
