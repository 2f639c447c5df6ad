/**
 * A demo-seeded data folder prepared once (database created, migrated, seeded by a real start and a
 * graceful stop), copied for each server that wants a fresh demo site: a copy starts without
 * initdb, migrations or the seed. Tests of a first start keep starting on an empty folder.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "./server.test-support.ts";

/** Starts a server on an empty folder, waits until it is ready, stops it gracefully: the folder. */
export async function prepareDataImage(env: Record<string, string> = {}): Promise<string> {
  const server = await startServer(env);
  const code = await server.stop();
  if (code !== 0) throw new Error(`the server preparing ${server.dataDir} stopped with ${code}:\n${server.output()}`);
  return server.dataDir;
}

/** A new temporary folder holding a copy of `image`. */
export function copyOfDataImage(image: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-e2e-"));
  fs.cpSync(image, dir, { recursive: true });
  return dir;
}
