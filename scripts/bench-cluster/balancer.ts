/**
 * The cluster bench's load balancer, run as its own process so its CPU shows apart from the
 * bench's: `node --import tsx scripts/bench-cluster/balancer.ts PORT BACKEND...`. http-proxy-3
 * forwards (the maintained rewrite of http-proxy; nginx's free edition has no active health
 * check), round robin over the backends whose /api/health/ready answered 200 at the last check,
 * so a draining (503) or stopped (refused) instance leaves the rotation within one check. A check
 * that only times out is a busy instance, not a gone one: it takes several in a row to leave. It adds X-Forwarded-For as a proxy
 * of the site would, never retries (a lost request must show), and tells what it did at
 * GET /__balancer.
 */
import http from "node:http";
import { createProxyServer } from "http-proxy-3";
import { STATS_PATH, type BackendStats, type BalancerStats } from "./balancer-process.ts";

const CHECK_MS = 200;
const CHECK_TIMEOUT_MS = 2_000;
const TIMEOUTS_TO_LEAVE = 3;

const [portArg, ...urls] = process.argv.slice(2);
const backends: BackendStats[] = urls.map((url) => ({ url, ready: false, proxied: 0, errors: 0 }));
const timeouts = new Map<BackendStats, number>();
let unavailable = 0;
let next = 0;

// Kept-alive connections to the instances, as a production balancer keeps them.
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
const proxy = createProxyServer({ agent, xfwd: true });

async function check(backend: BackendStats) {
  try {
    const response = await fetch(`${backend.url}/api/health/ready`, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    await response.arrayBuffer();
    backend.ready = response.status === 200;
    timeouts.set(backend, 0);
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    const inARow = timedOut ? (timeouts.get(backend) ?? 0) + 1 : TIMEOUTS_TO_LEAVE;
    timeouts.set(backend, inARow);
    if (inARow >= TIMEOUTS_TO_LEAVE) backend.ready = false;
  }
}

async function checkForever() {
  for (;;) {
    await Promise.all(backends.map(check));
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS));
  }
}

function pick(): BackendStats | undefined {
  for (let i = 0; i < backends.length; i++) {
    const backend = backends[(next + i) % backends.length]!;
    if (backend.ready) {
      next = (next + i + 1) % backends.length;
      return backend;
    }
  }
  return undefined;
}

const server = http.createServer((req, res) => {
  if (req.url === STATS_PATH) {
    const stats: BalancerStats = { backends, unavailable };
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(stats));
    return;
  }
  const backend = pick();
  if (!backend) {
    unavailable++;
    res.writeHead(503).end();
    return;
  }
  backend.proxied++;
  proxy.web(req, res, { target: backend.url }, () => {
    backend.errors++;
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
});
server.keepAliveTimeout = 65_000;
void checkForever();
server.listen(Number(portArg), "127.0.0.1");
process.on("SIGTERM", () => process.exit(0));
