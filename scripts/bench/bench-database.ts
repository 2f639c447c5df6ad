/**
 * Databases for benches, filled with the generated catalogue: PGlite in a data folder kept under
 * .tmp/ between runs (keyed by generator version, size and seed, since building 100k prompts takes
 * minutes), or a fresh PostgreSQL database `pp_bench_<random>` dropped afterwards (copied from a kept
 * template database when asked to keep one).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { GENERATOR_VERSION, generateCatalogue, type GenerateResult } from "../catalogue/generate.ts";

export type BenchDatabase = {
  database: Database;
  /** What the generator reported, when this run built the catalogue (undefined when reused). */
  generated?: GenerateResult;
  /** The generation of a reused PGlite folder, as recorded when it was built. */
  recorded?: GenerateResult;
  dispose(): Promise<void>;
};

export type CatalogueSpec = { prompts: number; seed: number };

const COMPLETE = "catalogue.json";

function progress(label: string) {
  let last = 0;
  return (inserted: number, total: number) => {
    const now = Date.now();
    if (now - last < 5000 && inserted < total) return;
    last = now;
    process.stderr.write(`  ${label}: ${inserted.toLocaleString("en")} / ${total.toLocaleString("en")} prompts\n`);
  };
}

export function pgliteFolder(spec: CatalogueSpec): string {
  return path.resolve(".tmp", `bench-pglite-${Math.round(spec.prompts / 1000)}k`, `v${GENERATOR_VERSION}-seed${spec.seed}`);
}

/**
 * Opens the cached PGlite catalogue, building it first when missing, incomplete or `fresh`, with
 * `sharedBuffersMb` of page cache (the server's default when undefined).
 */
export async function openBenchPglite(spec: CatalogueSpec, fresh: boolean, sharedBuffersMb?: number): Promise<BenchDatabase> {
  const dir = pgliteFolder(spec);
  const marker = path.join(dir, COMPLETE);
  if (fresh || !fs.existsSync(marker)) fs.rmSync(dir, { recursive: true, force: true });
  // Older versions of the catalogue are dead weight (each is about a gigabyte).
  const parent = path.dirname(dir);
  if (fs.existsSync(parent)) {
    for (const entry of fs.readdirSync(parent)) if (path.join(parent, entry) !== dir) fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
  }
  const open = () => openDatabase({ dataDir: dir, pgliteSharedBuffersMb: sharedBuffersMb });
  let generated: GenerateResult | undefined;
  if (!fs.existsSync(marker)) {
    const building = await open();
    try {
      generated = await generateCatalogue(building.db, { ...spec, onProgress: progress("pglite") });
      fs.writeFileSync(marker, JSON.stringify(generated, null, 2));
    } finally {
      // Reopened to be measured as the server opens it: its default cache depends on the data's size.
      await building.close();
    }
  }
  const recorded = generated ? undefined : (JSON.parse(fs.readFileSync(marker, "utf8")) as GenerateResult);
  const database = await open();
  return { database, generated, recorded, dispose: () => database.close() };
}

/** The kept PostgreSQL catalogue of `spec` (openBenchPostgres with `keep`), named like the PGlite folder. */
export function postgresTemplate(spec: CatalogueSpec): string {
  return `pp_bench_cache_${Math.round(spec.prompts / 1000)}k_v${GENERATOR_VERSION}_seed${spec.seed}`;
}

async function templateExists(admin: postgres.Sql, template: string): Promise<boolean> {
  return (await admin`select 1 from pg_database where datname = ${template}`).length > 0;
}

/**
 * A new database on the server of `adminUrl`, filled, and dropped by dispose(). With `keep`, the
 * filled catalogue is also kept as a template database (postgresTemplate) and later runs copy it
 * (CREATE DATABASE … TEMPLATE: seconds, where generating 100k prompts takes minutes).
 */
export async function openBenchPostgres(adminUrl: string, spec: CatalogueSpec, keep = false): Promise<BenchDatabase> {
  const name = `pp_bench_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const template = postgresTemplate(spec);
  const copied = keep && (await templateExists(admin, template));
  await admin.unsafe(copied ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  let database: Database | undefined;
  try {
    if (copied) process.stderr.write(`  postgres: copied the kept catalogue ${template}\n`);
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
    const generated = copied ? undefined : await generateCatalogue(database.db, { ...spec, onProgress: progress("postgres") });
    if (keep && !copied) {
      await database.close();
      await admin.unsafe(`CREATE DATABASE ${template} TEMPLATE ${name}`);
      database = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
    }
    const opened = database;
    return {
      database: opened,
      generated,
      async dispose() {
        await opened.close();
        await drop();
      },
    };
  } catch (error) {
    await database?.close();
    await drop();
    throw error;
  }
}
