/**
 * code → (id, access level, status), kept in memory: the copy and share counters are the hottest
 * writes and must not wait on a query just to learn that a prompt exists and may be seen.
 * Emptied whenever the response cache is (any successful write).
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prompts } from "../../db/schema.ts";
import { errors } from "../../lib/errors.ts";
import type { Viewer } from "./viewer.ts";

type Known = { id: number; vipLevel: number; status: string } | null;

const MAX_ENTRIES = 100_000;

export class PromptLookup {
  private known = new Map<string, Known>();

  constructor(private readonly db: Db) {}

  clear() {
    this.known.clear();
  }

  /** The id of a prompt the viewer may see; otherwise 404, as if it did not exist. */
  async visibleId(viewer: Viewer, code: string): Promise<number> {
    let entry = this.known.get(code);
    if (entry === undefined) {
      const [row] = await this.db
        .select({ id: prompts.id, vipLevel: prompts.vipLevel, status: prompts.status })
        .from(prompts)
        .where(eq(prompts.code, code))
        .limit(1);
      entry = row ?? null;
      if (this.known.size >= MAX_ENTRIES) this.known.clear();
      this.known.set(code, entry);
    }
    if (!entry || entry.status !== "published" || entry.vipLevel > viewer.level) throw errors.notFound("promptNotFound");
    return entry.id;
  }
}
