/**
 * The fallback load generator when wrk is missing: `connections` loops, each with one request in
 * flight on a kept-alive socket, cycling over the paths. It waits for every reply before it
 * returns, so its counts are exact.
 */
import http from "node:http";
import type { LoadResult, LoadSpec } from "./load.ts";
import { percentile } from "../bench/stats.ts";
import { readerAddress } from "./readers.ts";

function get(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers, timeout: 5000 }, (response) => {
      response.resume();
      response.once("end", () => resolve(response.statusCode ?? 0));
      response.once("error", reject);
    });
    request.once("timeout", () => request.destroy(new Error("timeout")));
    request.once("error", reject);
  });
}

/** `run`: the counted run's number, the first octet of its readers' addresses less 11 (as counted.lua). */
export async function runNodeLoad(spec: LoadSpec, run: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections });
  const started = performance.now();
  const end = started + spec.durationS * 1000;
  const stopSending = spec.countedMs !== undefined ? started + spec.countedMs : end;
  const latencies: number[] = [];
  let requests = 0;
  let non2xx = 0;
  let socketErrors = 0;
  let sent = 0;
  // As counted.lua: each counted request is a reader of its own, so no view or copy is counted away as a repeat.
  const readerOf = (): Record<string, string> => (spec.countedMs === undefined ? {} : { "x-forwarded-for": readerAddress(11 + run, ++sent) });
  const loop = async (offset: number) => {
    let k = offset;
    while (performance.now() < stopSending) {
      const target = spec.paths[k++ % spec.paths.length]!;
      const t0 = performance.now();
      try {
        const status = await get(agent, new URL(target, spec.baseUrl), { ...spec.headers, ...readerOf() });
        latencies.push(performance.now() - t0);
        requests++;
        if (status < 200 || status >= 400) non2xx++;
      } catch {
        socketErrors++;
      }
    }
  };
  // As cycle.lua: each connection starts at the head of its own share of the paths.
  await Promise.all(Array.from({ length: spec.connections }, (_, k) => loop(Math.floor((k * spec.paths.length) / spec.connections))));
  agent.destroy();
  const durationS = (performance.now() - started) / 1000;
  const windowS = spec.countedMs !== undefined ? Math.min(durationS, spec.countedMs / 1000) : durationS;
  return {
    tool: "node",
    requests,
    non2xx,
    socketErrors,
    durationS,
    rps: (requests - non2xx) / windowS,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    p999Ms: percentile(latencies, 99.9),
  };
}
