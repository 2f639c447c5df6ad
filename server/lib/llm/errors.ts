/**
 * What can go wrong when asking the model, as types the callers branch on: the translation queue
 * decides whether and when to try again, the agent falls back to its offline draft and says why.
 */

export type LlmErrorCode = "timeout" | "unavailable" | "invalid_reply" | "aborted";

export abstract class LlmError extends Error {
  abstract readonly code: LlmErrorCode;
  /** Whether the same request may succeed later (a busy or restarting server, a slow reply). */
  abstract readonly retryable: boolean;
}

/** No complete reply within the time limit of one attempt. */
export class LlmTimeout extends LlmError {
  readonly code = "timeout";
  readonly retryable = true;
  constructor(readonly timeoutMs: number) {
    super(`no reply within ${timeoutMs} ms`);
    this.name = "LlmTimeout";
  }
}

/**
 * The endpoint could not be reached or refused the request. 429 and 5xx are retryable (with
 * `retryAfterMs` when the server said how long to wait); other 4xx (a wrong key, model or URL)
 * will fail the same way until someone changes the configuration.
 */
export class LlmUnavailable extends LlmError {
  readonly code = "unavailable";
  readonly retryable: boolean;
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;
  constructor(message: string, details: { status?: number; retryAfterMs?: number; retryable?: boolean; cause?: unknown } = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = "LlmUnavailable";
    this.status = details.status;
    this.retryAfterMs = details.retryAfterMs;
    this.retryable = details.retryable ?? true;
  }
}

/** The server answered, but not with JSON of the shape the caller asked for. */
export class LlmInvalidReply extends LlmError {
  readonly code = "invalid_reply";
  readonly retryable = true;
  constructor(message: string) {
    super(message);
    this.name = "LlmInvalidReply";
  }
}

/** The caller gave up (shutdown, client gone); nothing is wrong with the model. */
export class LlmAborted extends LlmError {
  readonly code = "aborted";
  readonly retryable = true;
  constructor() {
    super("the request was cancelled");
    this.name = "LlmAborted";
  }
}

/** One line for logs and for the console's translation state: "<code>: <message>". */
export function describeLlmError(error: unknown): string {
  if (error instanceof LlmError) return `${error.code}: ${error.message}`;
  return `error: ${error instanceof Error ? error.message : String(error)}`;
}
