import { NetworkError } from "./errors.ts";

/**
 * Error codes with which undici (Node's fetch) reports a socket the peer closed or reset.
 * Browsers hide the cause behind a bare TypeError, so there everything becomes 'network'.
 */
const CLOSED_CODES = new Set(["UND_ERR_SOCKET", "UND_ERR_CLOSED", "ECONNRESET", "EPIPE"]);

function causeCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("cause" in error)) return undefined;
  const cause = error.cause;
  if (typeof cause !== "object" || cause === null || !("code" in cause)) return undefined;
  return typeof cause.code === "string" ? cause.code : undefined;
}

/** Maps whatever fetch or the body read threw to one of the network kinds (NetworkErrorKind). */
export function toNetworkError(error: unknown, timedOut: boolean): NetworkError {
  if (error instanceof NetworkError) return error;
  if (timedOut) return new NetworkError("timeout", { cause: error });
  const code = causeCode(error);
  if (code !== undefined && CLOSED_CODES.has(code)) return new NetworkError("closed", { cause: error });
  // undici says "terminated" when the body stream is cut mid-way by the server.
  if (error instanceof TypeError && error.message === "terminated") {
    return new NetworkError("closed", { cause: error });
  }
  if (error instanceof TypeError) return new NetworkError("network", { cause: error });
  return new NetworkError("unknown", { cause: error });
}
