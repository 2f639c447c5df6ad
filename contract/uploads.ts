/**
 * The upload calls: POST /upload, /upload/multiple and
 * /upload/avatar take multipart images and reply with the address each one is served at.
 * The limits are shared so the console refuses a file the server would refuse before sending it.
 */
import { z } from "zod";
import { MAX_BODY_BYTES } from "./constants.ts";

/** Per file: the 2 MB body limit the request client also keeps. */
export const UPLOAD_MAX_BYTES = MAX_BODY_BYTES;
/** Files in one /upload/multiple call (a prompt example holds at most 10 images). */
export const UPLOAD_MAX_FILES = 10;
/** Pixel-flood guard: a small file may declare a huge canvas that a decoder would allocate. */
export const UPLOAD_MAX_PIXELS = 40_000_000;
export const UPLOAD_MAX_SIDE = 10_000;

/** The accepted kinds, recognised by their first bytes; the extension is chosen from the kind. */
export const IMAGE_KINDS = {
  png: { mime: "image/png", ext: "png" },
  jpeg: { mime: "image/jpeg", ext: "jpg" },
  gif: { mime: "image/gif", ext: "gif" },
  webp: { mime: "image/webp", ext: "webp" },
} as const;
export type ImageKind = keyof typeof IMAGE_KINDS;

/** For <input type="file" accept>: a hint to the picker only; the server judges by content. */
export const IMAGE_ACCEPT = Object.values(IMAGE_KINDS)
  .map((k) => k.mime)
  .join(",");

/** 32 hex characters chosen by the server, then the extension of the detected kind. */
export const UPLOAD_NAME_PATTERN = /^[0-9a-f]{32}\.(?:png|jpg|gif|webp)$/;

export const UploadNameParamsSchema = z.object({ name: z.string().max(64) }).strict();

/** One stored file: `url` is what prompt image lists and the profile's avatar take. */
export type UploadedFile = { url: string; name: string; size: number; mime: string };
