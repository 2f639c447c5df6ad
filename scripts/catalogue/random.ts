/** Seeded pseudo-random numbers, so a catalogue generated twice with one seed is the same. */

/** mulberry32: tiny, fast and good enough for test data (not for anything secret). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function pickIndex(random: () => number, length: number): number {
  return Math.min(length - 1, Math.floor(random() * length));
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[pickIndex(random, items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

/**
 * Picks indexes 0..n-1 with weight 1/(k+1)^exponent, like word frequencies: the first items are
 * everywhere, the last ones rare. Cumulative weights are built once per list length.
 */
export function zipfPicker(n: number, exponent: number): (random: () => number) => number {
  const cumulative: number[] = [];
  let sum = 0;
  for (let k = 0; k < n; k++) cumulative.push((sum += 1 / (k + 1) ** exponent));
  return (random) => {
    const target = random() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] ?? sum) < target) low = mid + 1;
      else high = mid;
    }
    return low;
  };
}
