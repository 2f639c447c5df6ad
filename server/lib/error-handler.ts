/**
 * The one error handler. Every failure becomes a localised envelope with the right HTTP status;
 * only AppErrors and well-known client errors reach the caller as themselves, everything else is a
 * generic 500 (or 503 when the database is unreachable) with nothing internal in it.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "./errors.ts";
import { apiLanguage } from "../../contract/language.ts";
import { translate, type MessageKey } from "./messages.ts";
import { describeValidationIssue } from "./validation-messages.ts";

const CLIENT_ERRORS: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: "invalidJson" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: "invalidJson" },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: "bodyTooLarge" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: "unsupportedMediaType" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: "badRequest" },
  FST_REQ_FILE_TOO_LARGE: { status: 413, key: "bodyTooLarge" },
  FST_FILES_LIMIT: { status: 413, key: "bodyTooLarge" },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, key: "unsupportedMediaType" },
  FST_ERR_VALIDATION: { status: 400, key: "badRequest" },
  FST_ERR_BAD_URL: { status: 400, key: "badRequest" },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, key: "badRequest" },
};

/** Connection-level database failures: the database is away, not the request wrong. */
const UNAVAILABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "57P01",
  "57P02",
  "57P03",
  "08006",
  "08001",
  "08003",
  "08004",
]);

/**
 * Database refusals caused by the values a caller sent (a NUL character in text, a number out of
 * range, a string past a column's length), not by our code: a 400, like any invalid input.
 */
const BAD_VALUE = new Set(["22001", "22003", "22007", "22008", "22021", "22P02", "22P05"]);

function hasCode(error: unknown, codes: Set<string>): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === "string" && codes.has(e.code)) return true;
  }
  return false;
}

const isDatabaseUnavailable = (error: unknown) => hasCode(error, UNAVAILABLE);

/** No room left on the disk (the database's 53100 disk_full, or a file write's ENOSPC/EDQUOT). */
const STORAGE_FULL = new Set(["53100", "ENOSPC", "EDQUOT"]);

/** The multipart parser (busboy) reports a malformed body with a bare Error: the body is wrong, not the server. */
const MALFORMED_MULTIPART = /^(?:Unexpected end of (?:multipart data|form)|Multipart: Boundary not found|Malformed part header|Part terminated early)$/;

/** `field` names the body field at fault (data.field), for forms that show the message on it. */
export function sendError(reply: FastifyReply, status: number, code: number, msg: string, field?: string) {
  return reply
    .status(status)
    .header("cache-control", "no-store")
    .send({ code, msg, data: field ? { field } : null });
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lan = apiLanguage(request.headers["x-lan"]);
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.warn({ key: error.key }, "service unavailable");
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return sendError(reply, error.status, error.code, translate(lan, error.key, error.params), error.field);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      const msg = describeValidationIssue(lan, first, error.validationContext);
      const field = error.validationContext === "body" ? first.instancePath.split("/")[1] : undefined;
      return sendError(reply, 400, 40001, msg, field);
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, known.status, known.status * 100, translate(lan, known.key));
    if (typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500) {
      const key: MessageKey =
        error.statusCode === 429 ? "tooManyRequests" : error.statusCode === 413 ? "bodyTooLarge" : error.statusCode === 404 ? "notFound" : "badRequest";
      return sendError(reply, error.statusCode, error.statusCode * 100, translate(lan, key));
    }
    if (hasCode(error, BAD_VALUE) || MALFORMED_MULTIPART.test(error.message)) {
      request.log.warn({ err: { message: error.message.slice(0, 200), code: error.code } }, "input refused by the database or the multipart parser");
      return sendError(reply, 400, 40000, translate(lan, "badRequest"));
    }
    if (hasCode(error, STORAGE_FULL)) {
      request.log.error({ err: { message: error.message.slice(0, 300), code: error.code } }, "storage full: the write was refused");
      return sendError(reply, 507, 50700, translate(lan, "storageFull"));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: { message: error.message, code: error.code } }, "database unavailable");
      return sendError(reply, 503, 50300, translate(lan, "serviceUnavailable"));
    }
    request.log.error({ err: error }, "unhandled error");
    return sendError(reply, 500, 50000, translate(lan, "internal"));
  });
}

/**
 * Errors Fastify meets before routing (a malformed %-escape, a path parameter past its length):
 * its default answer is its own JSON with the path echoed back and no hook has run, so no
 * security header is set. This answers with the envelope and the headers a JSON error needs.
 */
export function frameworkErrorHandler(options: { hsts: boolean }) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lan = apiLanguage(request.headers["x-lan"]);
    reply
      .header("content-security-policy", "default-src 'none'; base-uri 'none'; frame-ancestors 'none'; object-src 'none'")
      .header("x-content-type-options", "nosniff")
      .header("referrer-policy", "no-referrer");
    if (options.hsts) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    const status = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? 414 : 400;
    return sendError(reply, status, status * 100, translate(lan, "badRequest"));
  };
}
