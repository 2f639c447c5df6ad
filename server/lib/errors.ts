/**
 * The error catalogue: each factory carries an HTTP status, a stable code and a message key.
 * Services throw these; the one error handler turns them into localised envelopes.
 */
import type { MessageKey } from "./messages.ts";

export class AppError extends Error {
  /** A refusal (4xx) is an answer, not a fault: it takes no stack trace, which was about a fifth of a refused request's cost (docs/benchmarks/cold-path.md). */
  constructor(
    readonly status: number,
    readonly code: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    /** Extra reply headers, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
    /** The body field at fault, sent as the reply's data.field so a form can show the message on it. */
    readonly field?: string,
  ) {
    const stackTraceLimit = Error.stackTraceLimit;
    if (status < 500) Error.stackTraceLimit = 0;
    super(key);
    Error.stackTraceLimit = stackTraceLimit;
  }
}

export const errors = {
  badRequest: (key: MessageKey = "badRequest", params?: Record<string, string | number>) => new AppError(400, 40000, key, params),
  invalidField: (field: string, reason: string) => new AppError(400, 40001, "invalidField", { field, reason }),
  /** One body field's value is refused for a reason only the service can judge; said on that field. */
  refusedField: (field: string, key: MessageKey) => new AppError(400, 40001, key, {}, {}, field),
  unauthorized: (key: MessageKey = "unauthorized") => new AppError(401, 40100, key),
  forbidden: (key: MessageKey = "forbidden") => new AppError(403, 40300, key),
  notFound: (key: MessageKey = "notFound") => new AppError(404, 40400, key),
  conflict: (key: MessageKey = "conflict", params?: Record<string, string | number>) => new AppError(409, 40900, key, params),
  /** A value of one body field clashes with what is stored (a taken username, say). */
  fieldConflict: (field: string, key: MessageKey) => new AppError(409, 40900, key, {}, {}, field),
  /** A body past a route's own limit, `maxBytes` (the message names it; without, the JSON bodies' MAX_BODY_BYTES). */
  payloadTooLarge: (maxBytes?: number) => new AppError(413, 41300, "bodyTooLarge", maxBytes === undefined ? {} : { mb: maxBytes / 2 ** 20 }),
  unprocessable: (key: MessageKey, params?: Record<string, string | number>) => new AppError(422, 42200, key, params),
  tooManyRequests: (key: MessageKey = "tooManyRequests", retryAfterMs?: number) =>
    new AppError(429, 42900, key, {}, retryAfterMs === undefined ? {} : { "retry-after": String(Math.max(1, Math.ceil(retryAfterMs / 1000))) }),
  unavailable: (key: MessageKey = "serviceUnavailable") => new AppError(503, 50300, key),
};
