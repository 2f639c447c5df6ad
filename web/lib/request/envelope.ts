import { BusinessError, HttpError, NetworkError } from "./errors.ts";

/** The generic reply of every call: code 0 means success. */
export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

/** Returns null for anything that is not an envelope, so callers can fall back to the status. */
export function parseEnvelope(text: string): Envelope | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || !("code" in value)) return null;
  const { code } = value;
  if (typeof code !== "number") return null;
  const msg = "msg" in value && typeof value.msg === "string" ? value.msg : "";
  const data = "data" in value ? value.data : null;
  return { code, msg, data };
}

export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status <= 299;
}

/** Turns one HTTP reply into the envelope's data, or the error it stands for (errors.ts). */
export function settleReply(status: number, text: string): unknown {
  const envelope = parseEnvelope(text);
  if (!isSuccessStatus(status)) {
    throw new HttpError(status, envelope?.msg || null, envelope?.code ?? null, envelope?.data ?? null);
  }
  // A 2xx that is not an envelope is most likely a proxy's page; it is no business answer.
  if (envelope === null) throw new NetworkError("unknown");
  if (envelope.code !== 0) throw new BusinessError(envelope.code, envelope.msg, status, envelope.data);
  return envelope.data;
}
