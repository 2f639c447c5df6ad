/** What the accounts services share; built once in routes.ts. */
import type { FastifyBaseLogger } from "fastify";
import type { Language } from "../../../contract/constants.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { AccessTokens } from "../../lib/access.ts";
import type { Clock } from "../../lib/app-context.ts";
import type { Mailer } from "../../lib/mailer.ts";
import type { RateLimiter } from "../../lib/rate-limiter.ts";

export type AccountsDeps = {
  db: Db;
  config: Config;
  clock: Clock;
  tokens: AccessTokens;
  /** The refresh token issued in exchange for a presented one (createRefreshSuccessor). */
  refreshSuccessor: (refreshToken: string) => string;
  limiter: RateLimiter;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Empties the page cache, for a write that changed what visitors see only in some cases. */
  publicContentChanged: () => void;
};

/** Who is asking: the client address for throttling, the language for messages and mail. */
export type Caller = { ip: string; lan: Language };
