/**
 * How far V8 lets its heap grow past what the last full collection kept. V8's own factor (up to 4×
 * under a high allocation rate) let a server at 100,000 prompts hold 560–870 MB of heap for a live
 * set of about 130–250 MB. A factor tied to the live set keeps memory near it and still scales with
 * the catalogue, where a fixed --max-old-space-size would make a larger catalogue crash
 * (docs/benchmarks/cold-path.md, "V8's heap growing factor").
 */
import v8 from "node:v8";

const HEAP_GROWING_PERCENT = 25;

/**
 * Sets the factor unless Node was started with its own (`node --heap-growing-percent=N …`; V8 reads
 * it at each collection, so setting it after start takes effect). Returns whether it set it.
 */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv): boolean {
  if (execArgv.some((flag) => /^--heap[-_]growing[-_]percent\b/.test(flag))) return false;
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return true;
}
