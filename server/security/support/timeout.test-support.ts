/** A reply that never comes is a finding, not a stuck suite: race each request against a timer. */
export async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | "timeout"> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), ms)));
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the app still answers at all (a wedged database makes every later request hang). */
export async function appAnswers(inject: () => Promise<{ statusCode: number }>, ms = 5_000): Promise<boolean> {
  const reply = await withTimeout(inject(), ms);
  return reply !== "timeout";
}

/** Closes a test app unless it is wedged, so one finding does not also hang the suite's teardown. */
export async function closeWithin(close: () => Promise<void>, ms = 15_000): Promise<void> {
  if ((await withTimeout(close(), ms)) === "timeout") console.log(`[security] the test app did not close within ${ms / 1000} s (left to the process exit)`);
}
