/**
 * The write bodies are validated by the caller's role: an administrator's against the admin
 * schema, everyone else's against the user schema, which drops the fields users may not set
 * (access level, language, source, status, counters, author...) instead of refusing the call.
 * A failure goes through the same path as a route schema's, so its reply is the same localised 400.
 */
import type { z } from "zod";
import { AdminPromptBodySchema, AdminUpdatePromptBodySchema, UserPromptBodySchema, UserUpdatePromptBodySchema } from "../../../contract/prompts.ts";
import { isAdmin, type AuthUser } from "../../lib/access.ts";
import type { PromptInput } from "./write-service.ts";

/** fastify-type-provider-zod marks its validation issues with this registered symbol. */
const ZOD_ISSUE = Symbol.for("ZodFastifySchemaValidationError");

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  throw Object.assign(new Error("body validation failed"), {
    statusCode: 400,
    code: "FST_ERR_VALIDATION",
    validationContext: "body",
    validation: result.error.issues.map((issue) => ({
      [ZOD_ISSUE]: true,
      keyword: issue.code,
      instancePath: `/${issue.path.join("/")}`,
      schemaPath: `#/${issue.path.join("/")}/${issue.code}`,
      message: issue.message,
      params: {},
    })),
  });
}

export function parsePromptInput(actor: AuthUser, body: unknown): PromptInput {
  return isAdmin(actor) ? { role: "admin", body: parse(AdminPromptBodySchema, body) } : { role: "user", body: parse(UserPromptBodySchema, body) };
}

export function parsePromptUpdate(actor: AuthUser, body: unknown): { id: number; input: PromptInput } {
  if (isAdmin(actor)) {
    const { id, ...rest } = parse(AdminUpdatePromptBodySchema, body);
    return { id, input: { role: "admin", body: rest } };
  }
  const { id, ...rest } = parse(UserUpdatePromptBodySchema, body);
  return { id, input: { role: "user", body: rest } };
}
