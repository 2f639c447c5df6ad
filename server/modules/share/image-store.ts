/**
 * Share images on disk (DATA_DIR/og): one folder per subject (what and in which language), one
 * file per version of what it draws. A new version replaces the old file, so an edited prompt gets
 * a new image and the folder never grows; concurrent first requests for one image make it once.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export type StoredImage = { bytes: Buffer; version: string; made: boolean };

const hash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);

export function createImageStore(dir: string) {
  const making = new Map<string, Promise<Buffer>>();

  async function make(folder: string, file: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const bytes = await draw();
    await mkdir(folder, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
    // Older versions of this subject's image: nothing names them any more.
    for (const name of await readdir(folder)) if (path.join(folder, name) !== file && name.endsWith(".png")) await rm(path.join(folder, name), { force: true });
    return bytes;
  }

  return {
    /** `subject` names what is drawn; `content` is everything drawn, so any change is a new version. */
    async get(subject: string, content: string, draw: () => Promise<Buffer>): Promise<StoredImage> {
      const version = hash(content);
      const folder = path.join(dir, hash(subject));
      const file = path.join(folder, `${version}.png`);
      try {
        return { bytes: await readFile(file), version, made: false };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
      let pending = making.get(file);
      if (!pending) {
        pending = make(folder, file, draw).finally(() => making.delete(file));
        making.set(file, pending);
      }
      return { bytes: await pending, version, made: true };
    },
  };
}
