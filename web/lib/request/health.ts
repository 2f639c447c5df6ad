/** The API counts as unhealthy after 3 consecutive failures. */
export const UNHEALTHY_AFTER_FAILURES = 3;

export type HealthListener = (healthy: boolean) => void;

/**
 * Tracks whether the API answers. Failures are attempts that got no usable reply (network
 * errors, timeouts, 5xx); a 4xx or business error proves the server is up, so it counts as a
 * success. The `subscribe`/`isHealthy` pair fits React's useSyncExternalStore.
 */
export interface HealthMonitor {
  isHealthy(): boolean;
  consecutiveFailures(): number;
  recordSuccess(): void;
  recordFailure(): void;
  /** Called only when healthy flips; returns the unsubscribe function. */
  subscribe(listener: HealthListener): () => void;
}

export function createHealthMonitor(threshold: number = UNHEALTHY_AFTER_FAILURES): HealthMonitor {
  let failures = 0;
  const listeners = new Set<HealthListener>();
  const isHealthy = () => failures < threshold;

  function update(nextFailures: number) {
    const wasHealthy = isHealthy();
    failures = nextFailures;
    const healthy = isHealthy();
    if (healthy === wasHealthy) return;
    // A copy, so a listener that unsubscribes itself does not skip its neighbour.
    for (const listener of [...listeners]) listener(healthy);
  }

  return {
    isHealthy,
    consecutiveFailures: () => failures,
    recordSuccess: () => update(0),
    recordFailure: () => update(failures + 1),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
