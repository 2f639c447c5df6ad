/**
 * Views, copies and shares are gathered in memory and written in one statement every few seconds
 * (and on shutdown), so a burst of copies never queues behind the database. Each flush also adds
 * the day's numbers to the daily history behind the trends and refreshes the popularity score.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { HOT_WEIGHTS } from "../prompts/popularity.ts";

type Pending = { clicks: number; copies: number; shares: number };

export class CounterBuffer {
  /** Keyed by prompt code: a view can be counted from a cached reply without a lookup. */
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly intervalMs = 2000,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  start() {
    this.timer ??= setInterval(() => this.flush().catch(this.onError), this.intervalMs);
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
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private async write() {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const rows = [...batch.entries()];
    const values = sql.join(
      rows.map(([code, c]) => sql`(${code}::text, ${c.clicks}::int, ${c.copies}::int, ${c.shares}::int)`),
      sql`, `,
    );
    const day = this.now().toISOString().slice(0, 10);
    try {
      await this.db.transaction(async (tx) => {
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
    } catch (error) {
      // The database is away: keep the numbers for the next flush rather than lose them.
      for (const [code, c] of rows) {
        const entry = this.pending.get(code) ?? { clicks: 0, copies: 0, shares: 0 };
        entry.clicks += c.clicks;
        entry.copies += c.copies;
        entry.shares += c.shares;
        this.pending.set(code, entry);
      }
      throw error;
    }
  }
}
