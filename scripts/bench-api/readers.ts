/**
 * The addresses the bench's counted requests come from (X-Forwarded-For, which the bench's server
 * trusts from loopback): the server counts a reader's view or copy of a prompt once an hour, so
 * every counted request needs a reader of its own. counted.lua writes the same addresses for wrk.
 */

/** The n-th reader under a first octet: 11 + the run for the runs' requests, 10 for the probes. */
export function readerAddress(firstOctet: number, n: number): string {
  return `${firstOctet}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

let probes = 0;
/** A reader for one counted request outside the runs: the rows' first requests ask for the same prompt. */
export function probeReader(): string {
  probes += 1;
  return readerAddress(10, probes);
}
