/** What the load benches (`bench`, `bench:cluster`) share: their load flags and how they start the production server. */
import { parseArgs, type ParseArgsConfig } from "node:util";

/** The server's first administrator (login admin), for the calls that need one. */
export const BENCH_ADMIN_PASSWORD = "bench-Admin-pa55word";

const LOAD_FLAGS = {
  prompts: { type: "string", default: "100000" },
  seed: { type: "string", default: "1" },
  duration: { type: "string", default: "10" },
  warmup: { type: "string", default: "3" },
  connections: { type: "string", default: "50" },
  threads: { type: "string", default: "2" },
  "no-build": { type: "boolean", default: false },
} as const satisfies NonNullable<ParseArgsConfig["options"]>;

/**
 * The command line with the load flags and the bench's own (which may change a load flag's
 * default), and a reader of whole-number flags that exits with a usage line on a bad value.
 */
export function benchArgs<O extends NonNullable<ParseArgsConfig["options"]>>(own: O) {
  const { values } = parseArgs({ options: { ...LOAD_FLAGS, ...own } });
  const wholeNumber = (name: string, min: number): number => {
    const value = Number(values[name as keyof typeof values]);
    if (!Number.isInteger(value) || value < min) {
      console.error(`--${name} takes a whole number of at least ${min}`);
      process.exit(2);
    }
    return value;
  };
  return {
    values,
    wholeNumber,
    spec: { prompts: wholeNumber("prompts", 1000), seed: wholeNumber("seed", 0) },
    load: {
      durationS: wholeNumber("duration", 2),
      warmupS: wholeNumber("warmup", 0),
      connections: wholeNumber("connections", 1),
      threads: wholeNumber("threads", 1),
    },
  };
}

/** The production server as the benches run it; loopback (wrk, or the balancer) is its trusted proxy, so a counted request names its reader. */
export function benchServerEnv(buildDir: string): Record<string, string> {
  return {
    NODE_ENV: "production",
    SEED: "none",
    LOG_LEVEL: "warn",
    BUILD_DIR: buildDir,
    BENCH_CEILING: "1",
    TRUST_PROXY: "127.0.0.1",
    ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
  };
}
