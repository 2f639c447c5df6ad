/**
 * Receiving and serving images. Every file of a call is read (2 MB at most), recognised by its
 * bytes and checked before any is stored, so a refused call leaves nothing behind. Stored names
 * are chosen here (32 random hex characters and the extension of the detected kind): the
 * client's file name never reaches the file system, so "../../x.png" is just a name in a message.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { MultipartFile } from "@fastify/multipart";
import { IMAGE_KINDS, UPLOAD_NAME_PATTERN, type UploadedFile } from "../../../contract/uploads.ts";
import { ROLE } from "../../../contract/constants.ts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../lib/access.ts";
import type { AppContext, Clock } from "../../lib/app-context.ts";
import { AppError, errors } from "../../lib/errors.ts";
import { sniffImage, type SniffRefusal, type SniffedImage } from "./image-sniff.ts";
import "./messages.ts";
import { deleteOrphanUploads, insertUploadsWithinQuota } from "./repository.ts";

export type UploadDeps = { db: Db; dir: string; clock: Clock; quotaBytes: number };

/** Files are stored under DATA_DIR/uploads. */
export function uploadDeps(ctx: Pick<AppContext, "config" | "database" | "clock">): UploadDeps {
  return { db: ctx.database.db, dir: path.join(ctx.config.dataDir, "uploads"), clock: ctx.clock, quotaBytes: ctx.config.uploads.quotaBytes };
}

type Received = { bytes: Buffer; image: SniffedImage };

/** Not an image we take → 415; an image we cannot or will not decode → 422. */
const REFUSAL_STATUS: Record<SniffRefusal, number> = {
  uploadNotImage: 415,
  uploadSvgRefused: 415,
  uploadHtmlInside: 415,
  uploadUnreadableImage: 422,
  uploadTooManyPixels: 422,
};

/** The client's name, only ever shown in a message: control and direction characters dropped, cut short. */
function displayName(filename: string | undefined): string {
  const clean = (filename ?? "").replace(/[\p{Cc}\p{Cf}]/gu, "").trim();
  return (clean.length > 80 ? `${clean.slice(0, 79)}…` : clean) || "file";
}

function refusal(reason: SniffRefusal, filename: string | undefined): AppError {
  const status = REFUSAL_STATUS[reason];
  return new AppError(status, status * 100, reason, { file: displayName(filename) });
}

/** The multipart parser's limit errors, as this module's messages. */
function fromMultipart(error: unknown, maxFiles: number): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return new AppError(413, 41300, "uploadTooLarge");
  if (code === "FST_FILES_LIMIT") return new AppError(413, 41301, "uploadTooManyFiles", { max: maxFiles });
  return error;
}

async function receive(files: AsyncIterable<MultipartFile>, maxFiles: number): Promise<Received[]> {
  const received: Received[] = [];
  try {
    for await (const part of files) {
      const bytes = await part.toBuffer();
      const result = sniffImage(bytes);
      if (!result.ok) throw refusal(result.reason, part.filename);
      received.push({ bytes, image: result.image });
    }
  } catch (error) {
    throw fromMultipart(error, maxFiles);
  }
  if (received.length === 0) throw errors.badRequest("uploadNoFile");
  return received;
}

async function store(deps: UploadDeps, owner: AuthUser, received: Received[]): Promise<UploadedFile[]> {
  await fs.promises.mkdir(deps.dir, { recursive: true });
  const createdAt = deps.clock.now();
  const written: string[] = [];
  try {
    const rows = [];
    for (const { bytes, image } of received) {
      const fileName = `${randomBytes(16).toString("hex")}.${image.ext}`;
      const file = path.join(deps.dir, fileName);
      // "wx": never overwrite, even in the 2^-128 case of a repeated name.
      await fs.promises.writeFile(file, bytes, { flag: "wx", mode: 0o644 });
      written.push(file);
      rows.push({ ownerId: owner.id, fileName, mime: image.mime, size: bytes.length, createdAt });
    }
    // Administrators illustrate the catalogue; the quota stops an account filling the disk.
    const quota = owner.role >= ROLE.admin ? undefined : deps.quotaBytes;
    if (!(await insertUploadsWithinQuota(deps.db, owner.id, rows, quota))) {
      throw new AppError(413, 41302, "uploadQuotaExceeded", { mb: Math.round(deps.quotaBytes / 1024 / 1024) });
    }
    return rows.map((r) => ({ url: `/uploads/${r.fileName}`, name: r.fileName, size: r.size, mime: r.mime }));
  } catch (error) {
    await Promise.all(written.map((file) => fs.promises.rm(file, { force: true })));
    throw error;
  }
}

/** The route's write limit ("upload") is counted before this reads the body, so a refused caller costs no parsing. */
export async function uploadImages(deps: UploadDeps, user: AuthUser, files: AsyncIterable<MultipartFile>, maxFiles: number): Promise<UploadedFile[]> {
  return store(deps, user, await receive(files, maxFiles));
}

const ORPHAN_BATCH = 500;

/** Removes files nothing has named since the grace period (a form may upload before it saves). */
export async function sweepOrphanUploads(deps: Pick<UploadDeps, "db" | "dir" | "clock">, graceMs: number): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - graceMs);
  let removed = 0;
  for (;;) {
    const names = await deleteOrphanUploads(deps.db, before, ORPHAN_BATCH);
    await Promise.all(names.map((name) => fs.promises.rm(path.join(deps.dir, name), { force: true })));
    removed += names.length;
    if (names.length < ORPHAN_BATCH) return removed;
  }
}

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Sweeps every hour; returns what stops it. */
export function scheduleUploadSweeps(deps: Pick<UploadDeps, "db" | "dir" | "clock">, graceMs: number, onError: (error: unknown) => void): () => Promise<void> {
  const timer = setInterval(() => void sweepOrphanUploads(deps, graceMs).catch(onError), SWEEP_INTERVAL_MS);
  timer.unref();
  return async () => clearInterval(timer);
}

const MIME_BY_EXT = new Map<string, string>(Object.values(IMAGE_KINDS).map((k) => [k.ext, k.mime]));

export type StoredFile = { stream: fs.ReadStream; size: number; mime: string };

/**
 * The type comes from the extension this module chose from the detected kind, so serving needs
 * no query. A name that this module could not have made is a 404 before the disk is touched.
 */
export async function openUpload(dir: string, name: string): Promise<StoredFile> {
  const mime = UPLOAD_NAME_PATTERN.test(name) ? MIME_BY_EXT.get(name.slice(name.lastIndexOf(".") + 1)) : undefined;
  if (!mime) throw errors.notFound("uploadNotFound");
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(path.join(dir, name), "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw errors.notFound("uploadNotFound");
    throw error;
  }
  try {
    const { size } = await handle.stat();
    return { stream: handle.createReadStream(), size, mime };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * A stored file is an image and nothing else: its detected type, no sniffing, shown inline, and a
 * policy that forbids script and plugins should a browser ever render it as a document. Names are
 * never reused, so a year's caching is safe.
 */
export const FILE_HEADERS = {
  "x-content-type-options": "nosniff",
  "content-disposition": "inline",
  "cache-control": "public, max-age=31536000, immutable",
  "content-security-policy": "default-src 'none'; sandbox",
  "cross-origin-resource-policy": "same-origin",
} as const;
