/** Environment -> typed configuration. A bad value stops the server with one line naming it. */
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { isCommonPassword } from "./lib/common-passwords.ts";

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(" or ")}`,
    });

/** An address or a CIDR range, as proxy-addr (Fastify's trustProxy) takes them. */
const isAddressOrRange = (entry: string) => {
  const [address, bits, extra] = entry.split("/");
  if (extra !== undefined || !isIP(address!)) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address!) === 4 ? 32 : 128));
};

/**
 * Which X-Forwarded-For entries to believe: none (false), the last N added by N proxies of ours
 * (true is one), or those added by the listed proxy addresses. Believing the whole header would let
 * a client pick its own address and escape every per-address limit.
 */
const TrustProxySchema = z
  .string()
  .trim()
  .default("false")
  .transform((v, context): false | number | string[] => {
    if (v === "false" || v === "0") return false;
    if (v === "true") return 1;
    if (/^\d{1,2}$/.test(v)) return Number(v);
    const entries = v.split(",").map((e) => e.trim());
    if (entries.every(isAddressOrRange)) return entries;
    context.addIssue({ code: "custom", message: "must be false, true, a number of proxies, or their comma-separated addresses" });
    return z.NEVER;
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl(["postgres://", "postgresql://"]),
  REDIS_URL: optionalUrl(["redis://", "rediss://"]),
  /** Prefix of the keys kept in Redis, so several sites (or test databases) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, "must be 1-64 letters, digits, colons, dashes or underscores")
    .default("pp:"),
  PUBLIC_URL: optionalUrl(["http://", "https://"]),
  SMTP_URL: optionalUrl(["smtp://", "smtps://"]),
  MAIL_FROM: z.string().min(3).default("Prompt Plaza <no-reply@localhost>"),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_LOGIN: z.string().min(3).max(20).default("admin"),
  ADMIN_PASSWORD: z
    .string()
    .min(6)
    .max(50)
    .refine((password) => !isCommonPassword(password), "is one of the most common passwords")
    .optional(),
  ADMIN_EMAIL: z.email().default("admin@localhost.localdomain"),
  SEED: z.enum(["demo", "none"]).default("demo"),
  LLM_BASE_URL: optionalUrl(["http://", "https://"]),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).default("gpt-4o-mini"),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(30_000),
  TRUST_PROXY: TrustProxySchema,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Where `react-router build` wrote the client and server builds (the benches build elsewhere). */
  BUILD_DIR: z.string().min(1).default("build"),
  /** The blog's index.json and posts/ (the security suite serves hostile articles from a copy). */
  BLOG_DIR: z.string().min(1).optional(),
  /**
   * How long an expired cached reply may still be served while it is recomputed in the background.
   * Unset: 60 on PostgreSQL, 0 on PGlite (docs/decisions/015-performance.md, stale-while-revalidate).
   */
  CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /**
   * PGlite's page cache, in MB. Unset: sized by the data on disk, 16 to 64 (server/db/pglite-cache.ts).
   */
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).optional(),
  /** Bytes one account may keep in uploaded files (administrators are not limited). */
  /** IndexNow key (8-128 letters, digits or dashes): set, new and changed public prompts are announced to search engines. */
  INDEXNOW_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{8,128}$/)
    .optional(),
  /** Where the IndexNow ping goes (any engine that takes it shares it with the others). */
  INDEXNOW_ENDPOINT: z.url({ protocol: /^https?$/ }).default("https://api.indexnow.org/indexnow"),
  /** The token of the site in Baidu's webmaster tools: set, the same pages are pushed to Baidu. */
  BAIDU_PUSH_TOKEN: z.string().trim().min(1).optional(),
  BAIDU_PUSH_ENDPOINT: z.url({ protocol: /^https?$/ }).default("http://data.zz.baidu.com/urls"),
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(50),
  /** An uploaded file no prompt, category or avatar names is deleted once it is this old. */
  UPLOAD_ORPHAN_GRACE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24),
  /** Requests one client address may send to the MCP server (/mcp) per minute. */
  MCP_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /** The licence the open-data dumps are published under, and where it is explained. */
  OPEN_DATA_LICENSE: z.string().trim().min(1).max(100).default("CC0-1.0"),
  OPEN_DATA_LICENSE_URL: z.url({ protocol: /^https?$/ }).default("https://creativecommons.org/publicdomain/zero/1.0/"),
  /** Whose new prompts and comments wait for an administrator's approval (docs/decisions/028). */
  REVIEW_NEW_CONTENT: z.enum(["off", "new-accounts", "all"]).default("off"),
  /** An account younger than this is "new": its writes are reviewed under REVIEW_NEW_CONTENT=new-accounts. */
  NEW_ACCOUNT_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 365)
    .default(24),
  /** Open reports from this many different reporters hide an item until an administrator decides. */
  REPORT_HIDE_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(3),
  /** What a blocked term (DATA_DIR/sensitive-words.txt) does to a prompt or comment: review it, or refuse it. */
  SENSITIVE_WORDS_ACTION: z.enum(["review", "refuse"]).default("review"),
  /** Set, GET /metrics answers in Prometheus's format to `Authorization: Bearer <token>`; unset, there is no /metrics. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** On a stop signal, readiness answers 503 for this long before the server stops taking requests (a load balancer's check interval and a bit). */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  /**
   * Processes serving the port (node:cluster workers, server/workers.ts); 1 is one process, no
   * primary. More needs DATABASE_URL (PGlite's folder belongs to one process) and REDIS_URL (each
   * worker's response cache and rate limits would otherwise disagree): CheckedEnvSchema.
   */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** Benches only: adds GET /api/bench/ceiling, the fixed reply every endpoint is compared with. */
  BENCH_CEILING: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
});

/** The settings that must agree with each other. */
const CheckedEnvSchema = EnvSchema.superRefine((env, context) => {
  if (env.WORKERS === 1) return;
  const missing = !env.DATABASE_URL
    ? "DATABASE_URL (PGlite's data folder belongs to one process)"
    : !env.REDIS_URL
      ? "REDIS_URL (each worker's response cache and rate limits would disagree)"
      : undefined;
  if (missing) context.addIssue({ code: "custom", path: ["WORKERS"], message: `above 1 needs ${missing}` });
});

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof EnvSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    pgliteSharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    jwtSecret: env.JWT_SECRET,
    admin: { login: env.ADMIN_LOGIN, password: env.ADMIN_PASSWORD, email: env.ADMIN_EMAIL },
    seed: env.SEED,
    llm: env.LLM_BASE_URL
      ? { baseUrl: env.LLM_BASE_URL.replace(/\/+$/, ""), apiKey: env.LLM_API_KEY, model: env.LLM_MODEL, timeoutMs: env.LLM_TIMEOUT_MS }
      : undefined,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    buildDir: path.resolve(env.BUILD_DIR),
    blogDir: env.BLOG_DIR ? path.resolve(env.BLOG_DIR) : undefined,
    cacheStaleSeconds: env.CACHE_STALE_SECONDS,
    benchCeiling: env.BENCH_CEILING,
    drainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
    workers: env.WORKERS,
    metricsToken: env.METRICS_TOKEN,
    indexNow: env.INDEXNOW_KEY ? { key: env.INDEXNOW_KEY, endpoint: env.INDEXNOW_ENDPOINT } : undefined,
    baiduPush: env.BAIDU_PUSH_TOKEN ? { token: env.BAIDU_PUSH_TOKEN, endpoint: env.BAIDU_PUSH_ENDPOINT } : undefined,
    mcpRequestsPerMinute: env.MCP_REQUESTS_PER_MINUTE,
    openDataLicense: { name: env.OPEN_DATA_LICENSE, url: env.OPEN_DATA_LICENSE_URL },
    moderation: {
      review: env.REVIEW_NEW_CONTENT,
      newAccountMs: env.NEW_ACCOUNT_HOURS * 60 * 60 * 1000,
      reportHideThreshold: env.REPORT_HIDE_THRESHOLD,
      sensitiveWords: { file: path.join(dataDir, "sensitive-words.txt"), action: env.SENSITIVE_WORDS_ACTION },
    },
    uploads: { quotaBytes: env.UPLOAD_QUOTA_MB * 1024 * 1024, orphanGraceMs: env.UPLOAD_ORPHAN_GRACE_HOURS * 60 * 60 * 1000 },
  };
}

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Record<keyof z.infer<typeof EnvSchema>, string>> = {}): Config {
  const result = CheckedEnvSchema.safeParse({ ...env, ...overrides });
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  return toConfig(result.data);
}
