/** Whether a stop signal has arrived: readiness answers 503 from then on, so a load balancer sends no new traffic. */
export type Lifecycle = {
  readonly draining: boolean;
  /** One way: an instance that starts draining is on its way out. */
  startDraining(): void;
};

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}
