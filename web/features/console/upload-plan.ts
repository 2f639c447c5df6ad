/**
 * Which chosen files the prompt form can send and how: the request client refuses a body over
 * 2 MB (MAX_BODY_BYTES), so files go in batches that each fit, at most ten a call. What the server
 * would refuse anyway (too big, not an image type, too many for one example) is caught here first.
 */
import { MAX_BODY_BYTES } from "../../../contract/constants.ts";
import { PROMPT_LIMITS } from "../../../contract/prompts.ts";
import { UPLOAD_MAX_FILES } from "../../../contract/uploads.ts";
import { imageFileProblem, uploadCost } from "../../lib/image-file.ts";

/** The form field's name, counted by the client against the body limit with each file. */
export const UPLOAD_FIELD = "files";

type Chosen = Pick<File, "name" | "size" | "type">;
export type UploadPlan<T extends Chosen> = { ok: true; batches: T[][] } | { ok: false; reason: "tooMany" | "tooLarge" | "notImage"; name?: string };

const cost = (file: Chosen) => uploadCost(file, UPLOAD_FIELD);

export function planUpload<T extends Chosen>(files: readonly T[], alreadyListed: number, max: number = PROMPT_LIMITS.images): UploadPlan<T> {
  if (alreadyListed + files.length > max) return { ok: false, reason: "tooMany" };
  const wrongType = files.find((f) => imageFileProblem(f, UPLOAD_FIELD) === "notImage");
  if (wrongType) return { ok: false, reason: "notImage", name: wrongType.name };
  const tooLarge = files.find((f) => imageFileProblem(f, UPLOAD_FIELD) === "tooLarge");
  if (tooLarge) return { ok: false, reason: "tooLarge", name: tooLarge.name };
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const file of files) {
    if (current.length > 0 && (current.length === UPLOAD_MAX_FILES || bytes + cost(file) > MAX_BODY_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(file);
    bytes += cost(file);
  }
  if (current.length > 0) batches.push(current);
  return { ok: true, batches };
}
