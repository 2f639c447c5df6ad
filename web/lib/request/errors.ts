/**
 * Failure kinds of a call: business error, HTTP error, network failure, body too large. Every
 * failure the request layer reports is a `RequestError`, so a screen can tell "the call failed"
 * apart from a bug in its own code with one `instanceof`.
 */

/** Network failures: timeout, closed by server, network error, generic. */
export type NetworkErrorKind = "timeout" | "closed" | "network" | "unknown";

export class RequestError extends Error {
  override name = "RequestError";
}

/** A 2xx reply whose envelope `code` is not 0: the server understood the call and refused it. */
export class BusinessError extends RequestError {
  override name = "BusinessError";
  readonly code: number;
  readonly msg: string;
  readonly status: number;
  readonly data: unknown;

  constructor(code: number, msg: string, status: number, data: unknown = null) {
    super(`[${code}] ${msg}`);
    this.code = code;
    this.msg = msg;
    this.status = status;
    this.data = data;
  }
}

/**
 * A reply outside 200-299. `serverMsg` and `code` come from the envelope when the body was one,
 * because screens such as login prefer the server's wording and fall back to the status.
 * A 401 that ends in `onAuthFailure` also surfaces as this error; the session-expired toast has
 * already been shown by then, so screens may stay quiet on `status === 401`.
 */
export class HttpError extends RequestError {
  override name = "HttpError";
  readonly status: number;
  readonly serverMsg: string | null;
  readonly code: number | null;
  /** The envelope's data: on a refusal of one field, `{ field }` (see `fieldAtFault`). */
  readonly data: unknown;

  constructor(status: number, serverMsg: string | null = null, code: number | null = null, data: unknown = null) {
    super(serverMsg ?? `HTTP ${status}`);
    this.status = status;
    this.serverMsg = serverMsg;
    this.code = code;
    this.data = data;
  }
}

/** The body field a refusal names (a taken username, say), so a form can show the message on it. */
export function fieldAtFault(error: unknown): string | null {
  if (!(error instanceof HttpError) || typeof error.data !== "object" || error.data === null) return null;
  const { field } = error.data as { field?: unknown };
  return typeof field === "string" && field ? field : null;
}

const NETWORK_MESSAGES: Record<NetworkErrorKind, string> = {
  timeout: "The request timed out",
  closed: "The connection was closed by the server",
  network: "Network error",
  unknown: "Network failure",
};

/** No usable reply: the request never completed, or what came back was not an envelope. */
export class NetworkError extends RequestError {
  override name = "NetworkError";
  readonly kind: NetworkErrorKind;

  constructor(kind: NetworkErrorKind, options?: { cause?: unknown }) {
    super(NETWORK_MESSAGES[kind], options);
    this.kind = kind;
  }
}

/** Raised before sending, so a request the server would refuse never uses the connection. */
export class BodyTooLargeError extends RequestError {
  override name = "BodyTooLargeError";
  readonly bytes: number;
  readonly limit: number;

  constructor(bytes: number, limit: number) {
    super(`Request body of ${bytes} bytes exceeds the limit of ${limit} bytes`);
    this.bytes = bytes;
    this.limit = limit;
  }
}

/** The server's reason for a refusal (a 4xx with a message: a validation message, "no such category"), if it gave one. */
export function refusalOf(error: unknown): string | null {
  if (error instanceof BusinessError) return error.msg || null;
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return error.serverMsg;
  return null;
}
