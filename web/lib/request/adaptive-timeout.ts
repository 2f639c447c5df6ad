/** Request timeout: 60 s until replies are known, then 3x the mean of the last 10, in 30-120 s. */
export const ADAPTIVE_TIMEOUT_DEFAULTS = {
  initialMs: 60_000,
  minMs: 30_000,
  maxMs: 120_000,
  window: 10,
  factor: 3,
} as const;

export type AdaptiveTimeoutConfig = {
  [K in keyof typeof ADAPTIVE_TIMEOUT_DEFAULTS]: number;
};

export interface AdaptiveTimeout {
  /** The timeout to use for the next attempt, in ms. */
  current(): number;
  /** Records how long a reply took; attempts without a reply are not durations and are skipped. */
  record(durationMs: number): void;
  reset(): void;
}

export function createAdaptiveTimeout(config: Partial<AdaptiveTimeoutConfig> = {}): AdaptiveTimeout {
  const { initialMs, minMs, maxMs, window, factor } = {
    ...ADAPTIVE_TIMEOUT_DEFAULTS,
    ...config,
  };
  let samples: number[] = [];

  return {
    current() {
      if (samples.length === 0) return initialMs;
      const mean = samples.reduce((sum, sample) => sum + sample, 0) / samples.length;
      return Math.min(maxMs, Math.max(minMs, Math.round(mean * factor)));
    },
    record(durationMs) {
      // A clock that jumps backwards would otherwise drag the mean below any real reply time.
      if (!Number.isFinite(durationMs) || durationMs < 0) return;
      samples.push(durationMs);
      if (samples.length > window) samples = samples.slice(samples.length - window);
    },
    reset() {
      samples = [];
    },
  };
}
