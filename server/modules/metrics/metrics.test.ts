import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../test/databases.test-support.ts";
import { buildTestApp, type TestApp } from "../../test/harness.test-support.ts";

const TOKEN = "metrics-token-for-the-test";

/** One sample's value from the text format, by its name and labels as written. */
const sample = (text: string, series: string) => {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe.each(engines())("/metrics on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { METRICS_TOKEN: TOKEN, SEED: "demo" });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) => t.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

  it("answers only the configured bearer token", async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape("Bearer not-the-token-at-all-x")).statusCode).toBe(401);
    expect((await scrape(`Basic ${TOKEN}`)).statusCode).toBe(401);
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers["cache-control"]).toBe("no-store");
  });

  it("counts requests by route pattern, cache hits and misses, and reports the queue, the database and the counters", async () => {
    for (let i = 0; i < 3; i++) await t.call({ method: "GET", url: "/api/listCategory" });
    await t.call({ method: "GET", url: "/api/prompt/no-such-prompt-code" });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'pp_http_request_duration_seconds_count{method="GET",route="/api/listCategory",status="200"}')).toBe(3);
    expect(sample(text, 'pp_http_request_duration_seconds_count{method="GET",route="/api/prompt/:code",status="404"}')).toBe(1);
    expect(text).not.toContain("no-such-prompt-code");
    expect(sample(text, 'pp_response_cache_lookups_total{result="hit"}')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'pp_response_cache_lookups_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, "pp_response_cache_bytes")).toBeGreaterThan(0);
    expect(sample(text, "pp_database_up")).toBe(1);
    expect(sample(text, "pp_counter_pending_prompts")).toBe(0);
    expect(sample(text, "pp_counter_flush_lag_seconds")).toBeGreaterThanOrEqual(0);
    expect(text).toContain("# TYPE pp_translation_jobs gauge");
    expect(text).toContain("pp_process_resident_memory_bytes");
    // PGlite runs inside the process, so its memory is ours to report; PostgreSQL's is not.
    if (engine === "pglite") expect(sample(text, "pp_pglite_memory_bytes")).toBeGreaterThan(16 * 2 ** 20);
    else expect(text).not.toContain("pp_pglite_memory_bytes");
  });

  it("serves every series the sample Grafana dashboard draws", async () => {
    const dashboard = fs.readFileSync(new URL("../../../docs/grafana-dashboard.json", import.meta.url), "utf8");
    const drawn = new Set([...dashboard.matchAll(/\bpp_[a-z0-9_]+/g)].map(([name]) => name.replace(/_(bucket|count|sum)$/, "")));
    expect(drawn.size).toBeGreaterThan(5);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    const served = new Set([...text.matchAll(/^# TYPE (pp_[a-z0-9_]+) /gm)].map(([, name]) => name));
    expect([...drawn].filter((name) => !served.has(name))).toEqual([]);
  });
});

describe("/metrics without METRICS_TOKEN", () => {
  it("does not exist", async () => {
    const t = await buildTestApp("pglite");
    try {
      expect((await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer anything-at-all-here" } })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
