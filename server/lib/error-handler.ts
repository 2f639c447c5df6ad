/**
 * The one error handler. Every failure becomes a localised envelope with the right HTTP status;
 * only AppErrors and well-known client errors reach the caller as themselves, everything else is a
 * generic 500 (or 503 when the database is unreachable) with nothing internal in it.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
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
const UNAVAILABLE = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECTION_DESTROYED", "CONNECT_TIMEOUT", "57P01", "57P02", "57P03", "08006", "08001", "08003", "08004"]);

function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === "string" && UNAVAILABLE.has(e.code)) return true;
  }
  return false;
}

export function sendError(reply: FastifyReply, status: number, code: number, msg: string) {
  return reply.status(status).header("cache-control", "no-store").send({ code, msg, data: null });
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lan = apiLanguage(request.headers["x-lan"]);
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.warn({ key: error.key }, "service unavailable");
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return sendError(reply, error.status, error.code, translate(lan, error.key, error.params));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      const msg = describeValidationIssue(lan, first, error.validationContext);
      return sendError(reply, 400, 40001, msg);
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, known.status, known.status * 100, translate(lan, known.key));
    if (typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500) {
      const key: MessageKey = error.statusCode === 429 ? "tooManyRequests" : error.statusCode === 413 ? "bodyTooLarge" : error.statusCode === 404 ? "notFound" : "badRequest";
      return sendError(reply, error.statusCode, error.statusCode * 100, translate(lan, key));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: { message: error.message, code: error.code } }, "database unavailable");
      return sendError(reply, 503, 50300, translate(lan, "serviceUnavailable"));
    }
    request.log.error({ err: error }, "unhandled error");
    return sendError(reply, 500, 50000, translate(lan, "internal"));
  });
}
