/** The generic reply of every call: { code: 0 on success, msg, data }. */
export type Envelope<T> = { code: number; msg: string; data: T };

/** Success: code 0 exactly, as the routes' reply schemas (contract/replies.ts envelope) say. */
export function ok<T>(data: T, msg = "ok"): Envelope<T> & { code: 0 } {
  return { code: 0, msg, data };
}
