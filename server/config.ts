/** Environment -> typed configuration. A bad value stops the server with one line naming it. */
import path from "node:path";
import { z } from "zod";

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(" or ")}`,
    });

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl(["postgres://", "postgresql://"]),
  REDIS_URL: optionalUrl(["redis://", "rediss://"]),
  PUBLIC_URL: optionalUrl(["http://", "https://"]),
  SMTP_URL: optionalUrl(["smtp://", "smtps://"]),
  MAIL_FROM: z.string().min(3).default("Prompt Plaza <no-reply@localhost>"),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_LOGIN: z.string().min(3).max(20).default("admin"),
  ADMIN_PASSWORD: z.string().min(6).max(50).optional(),
  ADMIN_EMAIL: z.email().default("admin@localhost.localdomain"),
  SEED: z.enum(["demo", "none"]).default("demo"),
  LLM_BASE_URL: optionalUrl(["http://", "https://"]),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).default("gpt-4o-mini"),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(30_000),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
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
  /** Benches only: adds GET /api/bench/ceiling, the fixed reply every endpoint is compared with. */
  BENCH_CEILING: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
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
  };
}

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Record<keyof z.infer<typeof EnvSchema>, string>> = {}): Config {
  const result = EnvSchema.safeParse({ ...env, ...overrides });
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  return toConfig(result.data);
}
