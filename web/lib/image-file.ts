/**
 * Whether a chosen file can go up as an image, judged before sending: the server refuses other
 * kinds and, like the request client, bodies over 2 MB (MAX_BODY_BYTES). An empty type is a picker
 * that did not say; the server looks at the bytes then, and keeps the final say in any case.
 */
import { MAX_BODY_BYTES } from "../../contract/constants.ts";
import { IMAGE_KINDS } from "../../contract/uploads.ts";

const IMAGE_MIMES = new Set<string>(Object.values(IMAGE_KINDS).map((k) => k.mime));

/** What a file costs in the client's body count: its bytes and the form field's name. */
export const uploadCost = (file: Pick<File, "size">, field: string) => file.size + field.length;

export function imageFileProblem(file: Pick<File, "size" | "type">, field: string): "notImage" | "tooLarge" | null {
  if (file.type !== "" && !IMAGE_MIMES.has(file.type)) return "notImage";
  if (uploadCost(file, field) > MAX_BODY_BYTES) return "tooLarge";
  return null;
}
