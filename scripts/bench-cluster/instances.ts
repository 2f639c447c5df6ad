/**
 * The app instances of the cluster bench: each on a fixed port (a restarted one takes its place
 * behind the balancer again) and a DATA_DIR of its own, all on one database and one Redis.
 * Stopping is graceful (SIGTERM: readiness drains, in-flight requests finish, counters flush) and
 * a stop that does not end cleanly is an error.
 */
import fs from "node:fs";
import path from "node:path";
import { startServer, type ServerProcess } from "../bench-api/server-process.ts";

export type Instance = { name: string; url: string; port: number; dataDir: string; starts: number; running?: ServerProcess };

export type Cluster = {
  instances: Instance[];
  start(instance: Instance): Promise<void>;
  stop(instance: Instance): Promise<void>;
  stopAll(): Promise<void>;
};

/** env: what every instance shares; each also gets its own DATA_DIR and `perInstance(k)`. */
export function cluster(
  count: number,
  firstPort: number,
  env: Record<string, string>,
  perInstance: (k: number) => Record<string, string>,
  logDir: string,
): Cluster {
  const instances: Instance[] = Array.from({ length: count }, (_, k) => {
    const port = firstPort + k;
    return { name: String.fromCharCode(65 + k), url: `http://127.0.0.1:${port}`, port, dataDir: `/tmp/cluster-bench-${port}`, starts: 0 };
  });
  const extra = new Map(instances.map((instance, k) => [instance, perInstance(k)]));
  return {
    instances,
    async start(instance) {
      if (instance.starts === 0) fs.rmSync(instance.dataDir, { recursive: true, force: true });
      instance.starts += 1;
      const logFile = path.join(logDir, `server-${instance.name}-${instance.starts}.log`);
      instance.running = await startServer({ ...env, ...extra.get(instance), DATA_DIR: instance.dataDir }, logFile, { port: instance.port });
    },
    async stop(instance) {
      const running = instance.running;
      if (!running) return;
      instance.running = undefined;
      const code = await running.stop();
      if (code !== 0) throw new Error(`instance ${instance.name} did not stop cleanly (exit ${code}); see its log in ${logDir}`);
    },
    async stopAll() {
      const results = await Promise.allSettled(instances.map((instance) => this.stop(instance)));
      for (const instance of instances) fs.rmSync(instance.dataDir, { recursive: true, force: true });
      const failed = results.find((r) => r.status === "rejected");
      if (failed) throw failed.reason;
    },
  };
}
