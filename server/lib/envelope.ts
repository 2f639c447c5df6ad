/** The generic reply of spec section 3: { code: 0 on success, msg, data }. */
export type Envelope<T> = { code: number; msg: string; data: T };

export function ok<T>(data: T, msg = "ok"): Envelope<T> {
  return { code: 0, msg, data };
}
