/**
 * Steady request loops for the fault tests. Every reply is stamped with the time it came back
 * (status 0: no reply at all, the connection failed). The write stream creates prompts (one
 * transaction over the prompt, its categories and its versions) and remembers which ones the
 * server acknowledged: a 2xx with code 0 promises the prompt is stored, whatever happens next.
 */
import { call, type Reply } from "./api.test-support.ts";

export type Sent = { at: number; status: number; kind: string };
export type Load = { replies: Sent[]; stop(): Promise<void> };

export function startLoad(
  kind: string,
  send: (n: number) => Promise<Reply>,
  options: { inFlight?: number; pauseMs?: number; onReply?: (reply: Reply) => void } = {},
): Load {
  const replies: Sent[] = [];
  let stopped = false;
  let sequence = 0;
  async function loop() {
    while (!stopped) {
      let status = 0;
      try {
        const reply = await send((sequence += 1));
        status = reply.status;
        options.onReply?.(reply);
      } catch {
        // No reply: the process is gone or restarting; do not spin on a refused connection.
        await new Promise((r) => setTimeout(r, 50));
      }
      replies.push({ at: Date.now(), status, kind });
      if (options.pauseMs) await new Promise((r) => setTimeout(r, options.pauseMs));
    }
  }
  const loops = Array.from({ length: options.inFlight ?? 1 }, loop);
  return {
    replies,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** Creates prompt number n (a long text when given, to make the database grow faster). */
export function writePrompt(baseUrl: string, token: string, categoryId: number, n: number, text = `请把第 ${n} 段文字改写得更简洁。`): Promise<Reply> {
  return call(baseUrl, "POST", "/admin/api/addPrompt", {
    token,
    body: { title: `测试提示词 ${n}`, prompt: text, tips: "", demo: [], categoryIds: [categoryId] },
  });
}

/** The code of the prompt a reply acknowledged, if it did (a 2xx with code 0). */
export function acknowledgedCode(reply: Reply): string | undefined {
  const data = reply.body?.data as { code?: string } | null | undefined;
  return reply.status >= 200 && reply.status < 300 && reply.body?.code === 0 && data?.code ? data.code : undefined;
}

export type WriteStream = Load & {
  /** Codes of the prompts the server acknowledged, in order. */
  acknowledged: string[];
  /** Resolves once `count` writes have been acknowledged. */
  acknowledgedAtLeast(count: number): Promise<void>;
};

export function startWriteStream(baseUrl: string, token: string, categoryId: number, options: { inFlight?: number; pauseMs?: number } = {}): WriteStream {
  const acknowledged: string[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const load = startLoad("write", (n) => writePrompt(baseUrl, token, categoryId, n), {
    inFlight: options.inFlight ?? 4,
    pauseMs: options.pauseMs,
    onReply(reply) {
      const code = acknowledgedCode(reply);
      if (code) acknowledged.push(code);
      for (const waiter of waiters.filter((w) => acknowledged.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    },
  });
  return {
    ...load,
    acknowledged,
    acknowledgedAtLeast: (count) => (acknowledged.length >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve }))),
  };
}

/** "0×4, 200×40" */
export function describeStatuses(replies: Sent[]): string {
  const counts = new Map<number, number>();
  for (const { status } of replies) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(", ");
}
