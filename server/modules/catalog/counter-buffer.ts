/**
 * Views, copies and shares are gathered in memory and written in one statement every few seconds
 * (and on shutdown), so a burst of copies never queues behind the database. Each flush also adds
 * the day's numbers to the daily history behind the trends and refreshes the popularity score.
 *
 * A flush is written in chunks, each its own transaction, with a turn of the event loop between
 * them: PGlite runs on this thread, and 1,000 prompts in one statement stalled every request for
 * seconds when `hot`'s index rewrite also reached the search tokens' GIN index (2.5 ms a prompt;
 * the tokens live in prompt_search since, decision 015). Now a prompt costs ~0.12 ms.
 * The next flush is timed from the end of the previous one, so under a flood the increments of a
 * prompt pile up into one row write instead of flushes running back to back.
 *
 * Several instances flush the same prompts: each transaction locks its prompts in code order
 * before writing, so two flushes wait for each other instead of deadlocking.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { HOT_WEIGHTS } from "../../db/popularity.ts";

type Pending = { clicks: number; copies: number; shares: number };

/**
 * Prompts per chunk. A flush of 1,000 prompts on the 100k PGlite catalogue took 215 ms in chunks
 * of 10, mostly per-statement overhead, and 123 ms in chunks of 50, each stalling other requests
 * about 8 ms (100: 111 ms, stalls up to 18 ms).
 */
const CHUNK = 50;

export type CounterBufferOptions = {
  /** Time between the end of a flush and the start of the next. */
  intervalMs?: number;
  /** A failed timed flush (the increments stay for the next one). */
  onError?: (error: unknown) => void;
  /** Prompts per transaction; tests make it small to flush over several. */
  chunk?: number;
};

export class CounterBuffer {
  /** Keyed by prompt code: a view can be counted from a cached reply without a lookup. */
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private flushing: Promise<void> = Promise.resolve();
  /** When the last flush ended with everything written (epoch ms); the metrics show the lag since. */
  private flushedAt: number;

  private readonly intervalMs: number;
  private readonly onError: (error: unknown) => void;
  private readonly chunk: number;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    options: CounterBufferOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 2000;
    this.onError = options.onError ?? (() => {});
    this.chunk = options.chunk ?? CHUNK;
    this.flushedAt = now().getTime();
  }

  /** Prompts with counts not yet written. */
  pendingPrompts(): number {
    return this.pending.size;
  }

  lastFlushedAt(): number {
    return this.flushedAt;
  }

  start() {
    this.stopped = false;
    this.schedule();
  }

  private schedule() {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush()
        .catch(this.onError)
        .finally(() => this.schedule());
    }, this.intervalMs);
    this.timer.unref();
  }

  add(code: string, kind: keyof Pending) {
    const entry = this.pending.get(code) ?? { clicks: 0, copies: 0, shares: 0 };
    entry[kind] += 1;
    this.pending.set(code, entry);
  }

  /** Writes what has been gathered; concurrent calls queue so no increment is written twice. */
  flush(): Promise<void> {
    this.flushing = this.flushing.catch(() => {}).then(() => this.write());
    return this.flushing;
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private async write() {
    if (this.pending.size === 0) {
      this.flushedAt = this.now().getTime();
      return;
    }
    const rows = [...this.pending.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.pending = new Map();
    const day = this.now().toISOString().slice(0, 10);
    for (let start = 0; start < rows.length; start += this.chunk) {
      try {
        await this.writeChunk(rows.slice(start, start + this.chunk), day);
      } catch (error) {
        // The database is away: keep what is not written for the next flush rather than lose it.
        this.restore(rows.slice(start));
        throw error;
      }
      if (start + this.chunk < rows.length) await new Promise((resolve) => setImmediate(resolve));
    }
    this.flushedAt = this.now().getTime();
  }

  private restore(rows: Array<[string, Pending]>) {
    for (const [code, c] of rows) {
      const entry = this.pending.get(code) ?? { clicks: 0, copies: 0, shares: 0 };
      entry.clicks += c.clicks;
      entry.copies += c.copies;
      entry.shares += c.shares;
      this.pending.set(code, entry);
    }
  }

  private async writeChunk(rows: Array<[string, Pending]>, day: string) {
    const values = sql.join(
      rows.map(([code, c]) => sql`(${code}::text, ${c.clicks}::int, ${c.copies}::int, ${c.shares}::int)`),
      sql`, `,
    );
    await this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select 1 from prompts where code in (select code from (values ${values}) as v(code, clicks, copies, shares)) order by code for update`,
      );
      await tx.execute(sql`
        update prompts p set
          click_cnt = p.click_cnt + v.clicks,
          copy_cnt = p.copy_cnt + v.copies,
          share_cnt = p.share_cnt + v.shares,
          hot = p.hot + v.clicks * ${HOT_WEIGHTS.click} + v.copies * ${HOT_WEIGHTS.copy} + v.shares * ${HOT_WEIGHTS.share}
        from (values ${values}) as v(code, clicks, copies, shares)
        where p.code = v.code`);
      await tx.execute(sql`
        insert into prompt_daily_counters (prompt_id, day, clicks, copies, shares)
        select p.id, ${day}::date, v.clicks, v.copies, v.shares
        from (values ${values}) as v(code, clicks, copies, shares)
        join prompts p on p.code = v.code
        on conflict (prompt_id, day) do update set
          clicks = prompt_daily_counters.clicks + excluded.clicks,
          copies = prompt_daily_counters.copies + excluded.copies,
          shares = prompt_daily_counters.shares + excluded.shares`);
    });
  }
}
