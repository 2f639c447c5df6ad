import { MAX_BODY_BYTES } from "../../../contract/constants.ts";
import { BodyTooLargeError } from "./errors.ts";

export interface EncodedBody {
  body: BodyInit | undefined;
  /** Whether to send `Content-Type: application/json`; multipart needs fetch's own boundary. */
  json: boolean;
}

const encoder = new TextEncoder();

/** Counts bytes, not characters: one Chinese character is three bytes on the wire. */
function formDataBytes(form: FormData): number {
  let bytes = 0;
  for (const [name, value] of form.entries()) {
    bytes += encoder.encode(name).byteLength;
    bytes += typeof value === "string" ? encoder.encode(value).byteLength : value.size;
  }
  return bytes;
}

/**
 * Encodes a request body and refuses it above MAX_BODY_BYTES. Multipart framing is not counted;
 * the server keeps the final say, this only spares the user a doomed upload.
 */
export function encodeBody(body: unknown, limit: number = MAX_BODY_BYTES): EncodedBody {
  if (body === undefined) return { body: undefined, json: false };
  if (body instanceof FormData) {
    const bytes = formDataBytes(body);
    if (bytes > limit) throw new BodyTooLargeError(bytes, limit);
    return { body, json: false };
  }
  const text = JSON.stringify(body);
  const bytes = encoder.encode(text).byteLength;
  if (bytes > limit) throw new BodyTooLargeError(bytes, limit);
  return { body: text, json: true };
}
