/**
 * fast-check arbitraries for zod 4 schemas: "valid-ish" values shaped like what a route expects,
 * built by walking the schema's definition (`_zod.def`). Refinements are not understood, so the
 * values are usually but not always accepted; validSample() filters with the schema itself when a
 * test needs an accepted one. The fuzz then mutates these values (mutations.test-support.ts).
 */
import fc from "fast-check";
import type { z } from "zod";

/**
 * Values the database already holds (prompt codes, ids), mixed in so requests reach real rows.
 * byField narrows them by the field's name (categoryIds get category ids, markId group ids).
 */
export type Hints = {
  strings: string[];
  ids: number[];
  objectSchemas: z.ZodType[];
  /** The same schemas with their export names (schemasFor ranks them by a route's path). */
  named?: Array<{ name: string; schema: z.ZodType }>;
  byField?: Array<{ field: RegExp; strings: string[]; ids: number[] }>;
};
export const NO_HINTS: Hints = { strings: [], ids: [], objectSchemas: [] };

function hintsFor(hints: Hints, field: string | undefined): { strings: string[]; ids: number[] } {
  const match = field === undefined ? undefined : hints.byField?.find((h) => h.field.test(field));
  return match ?? hints;
}

type Def = {
  type: string;
  coerce?: boolean;
  checks?: Array<{ _zod: { def: Record<string, unknown> } }>;
  format?: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  items?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: Iterable<unknown>;
  getter?: () => z.ZodType;
};

export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function bounds(def: Def) {
  const out: { min?: number; max?: number; minLength?: number; maxLength?: number; integer: boolean; pattern?: RegExp; format?: string } = {
    integer: false,
    format: def.format,
  };
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === "min_length") out.minLength = Math.max(out.minLength ?? 0, c.minimum as number);
    if (c.check === "max_length") out.maxLength = Math.min(out.maxLength ?? Infinity, c.maximum as number);
    if (c.check === "length_equals") out.minLength = out.maxLength = c.length as number;
    if (c.check === "greater_than") out.min = (c.value as number) + (c.inclusive ? 0 : 1);
    if (c.check === "less_than") out.max = (c.value as number) - (c.inclusive ? 0 : 1);
    if (c.check === "number_format") out.integer = String(c.format).includes("int");
    if (c.check === "string_format" && c.format === "regex") out.pattern = c.pattern as RegExp;
    else if (c.check === "string_format") out.format = c.format as string;
  }
  return out;
}

function stringArbitrary(def: Def, hints: { strings: string[] }): fc.Arbitrary<string> {
  const b = bounds(def);
  const minLength = b.minLength ?? 0;
  // Long values are the mutations' job; valid-ish strings stay short so runs stay fast.
  const maxLength = Math.max(minLength, Math.min(b.maxLength ?? 40, 40));
  const fits = (s: string) => s.length >= minLength && s.length <= (b.maxLength ?? Infinity);
  const choices: fc.Arbitrary<string>[] = [fc.string({ minLength, maxLength }), fc.string({ minLength, maxLength, unit: "grapheme" })];
  if (b.pattern) {
    try {
      choices.unshift(fc.stringMatching(b.pattern).filter(fits));
    } catch {
      // A pattern fast-check cannot read: plain strings it is.
    }
  }
  if (b.format === "email") {
    const plain = fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9._]{0,11}[a-z0-9]$/), fc.constantFrom("example.com", "example.org", "mail.example.net"))
      .map(([local, domain]) => `${local}@${domain}`);
    choices.unshift(plain.filter(fits), plain.filter(fits), fc.emailAddress().filter(fits));
  }
  const hinted = hints.strings.filter(fits);
  // Real codes weigh as much as everything else together: they are what reaches a row.
  if (hinted.length > 0)
    return fc.oneof({ arbitrary: fc.constantFrom(...hinted), weight: choices.length }, ...choices.map((arbitrary) => ({ arbitrary, weight: 1 })));
  return fc.oneof(...choices);
}

function numberArbitrary(def: Def, hints: { ids: number[] }): fc.Arbitrary<number> {
  const b = bounds(def);
  const min = Math.max(b.min ?? -1e6, Number.MIN_SAFE_INTEGER);
  const max = Math.min(b.max ?? 1e6, Number.MAX_SAFE_INTEGER);
  const base = b.integer || def.type === "int" ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
  const hinted = hints.ids.filter((id) => id >= min && id <= max);
  return hinted.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...hinted), weight: 3 }, { arbitrary: base, weight: 1 }) : base;
}

const looseJson = fc.jsonValue({ maxDepth: 2 });

const built = new WeakMap<Hints, WeakMap<z.ZodType, Map<string, fc.Arbitrary<unknown>>>>();

/**
 * A valid-ish value for `schema`; `field` is the name it sits under; depth bounds recursive (lazy) schemas.
 * Made once per schema, place and hints, then reused (an arbitrary only describes how to generate):
 * a record offers every contract schema, which hold records again, so the sweeps built the same
 * arbitraries over and over, about a minute per sweep.
 */
export function arbitraryFor(schema: z.ZodType, hints: Hints = NO_HINTS, depth = 0, field?: string): fc.Arbitrary<unknown> {
  let bySchema = built.get(hints);
  if (!bySchema) built.set(hints, (bySchema = new WeakMap()));
  let byPlace = bySchema.get(schema);
  if (!byPlace) bySchema.set(schema, (byPlace = new Map()));
  const place = `${depth} ${field ?? ""}`;
  let arbitrary = byPlace.get(place);
  if (!arbitrary) byPlace.set(place, (arbitrary = buildArbitrary(schema, hints, depth, field)));
  return arbitrary;
}

function buildArbitrary(schema: z.ZodType, hints: Hints, depth: number, field: string | undefined): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const next = (inner: z.ZodType | undefined) => (inner ? arbitraryFor(inner, hints, depth + 1, field) : looseJson);
  if (depth > 8) return fc.constant(undefined);
  switch (def.type) {
    case "string":
      return stringArbitrary(def, hintsFor(hints, field));
    case "number":
    case "int":
      return numberArbitrary(def, hintsFor(hints, field));
    case "bigint":
      return fc.bigInt({ min: -(2n ** 64n), max: 2n ** 64n }).map(String);
    case "boolean":
      return fc.boolean();
    case "date":
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case "null":
      return fc.constant(null);
    case "undefined":
    case "void":
      return fc.constant(undefined);
    case "enum":
      return fc.constantFrom(...Object.values(def.entries ?? { x: "x" }));
    case "literal":
      return fc.constantFrom(...[...(def.values ?? [])]);
    case "optional":
    case "default":
    case "prefault":
      return fc.option(next(def.innerType), { nil: undefined, freq: 3 });
    case "nullable":
      return fc.option(next(def.innerType), { nil: null, freq: 3 });
    case "nonoptional":
    case "readonly":
    case "catch":
    case "success":
      return next(def.innerType);
    case "pipe": {
      // The output schema usually says most (an e-mail format after a trim); a transform says nothing.
      const inType = def.in ? defOf(def.in).type : "transform";
      const outType = def.out ? defOf(def.out).type : "transform";
      if (outType === "transform") return next(def.in);
      if (inType === "transform") return next(def.out);
      return fc.oneof({ arbitrary: next(def.out), weight: 3 }, { arbitrary: next(def.in), weight: 1 });
    }
    case "array": {
      const b = bounds(def);
      return fc.array(next(def.element), { minLength: b.minLength ?? 0, maxLength: Math.max(b.minLength ?? 0, Math.min(b.maxLength ?? 4, 4)) });
    }
    case "set":
      return fc.array(next(def.valueType), { maxLength: 4 });
    case "tuple":
      return fc.tuple(...(def.items ?? []).map(next));
    case "object":
      return objectArbitrary(def.shape ?? {}, hints, depth);
    case "record":
    case "map":
      return recordArbitrary(def, hints, depth);
    case "union":
      return fc.oneof(...(def.options ?? []).map(next));
    case "intersection":
      return fc.tuple(next(def.left), next(def.right)).map(([a, b]) => (isPlainObject(a) && isPlainObject(b) ? { ...a, ...b } : b));
    case "lazy":
      return def.getter ? next(def.getter()) : looseJson;
    default:
      // unknown, any, transform, custom, file...: any small JSON value.
      return looseJson;
  }
}

function objectArbitrary(shape: Record<string, z.ZodType>, hints: Hints, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, arbitraryFor(value, hints, depth + 1, key)]));
  return fc.record(fields).map((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)));
}

/** A record body (z.record(z.string(), z.unknown())) is often a schema checked later: use the known ones. */
function recordArbitrary(def: Def, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  const loose = fc.dictionary(
    def.keyType ? arbitraryFor(def.keyType, NO_HINTS, depth + 1).map(String) : fc.string(),
    def.valueType ? arbitraryFor(def.valueType, hints, depth + 1) : looseJson,
    { maxKeys: 4 },
  );
  if (hints.objectSchemas.length === 0) return loose;
  return fc.oneof(loose, ...hints.objectSchemas.map((schema) => arbitraryFor(schema, hints, depth + 1)));
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** How many generated values validSamples looks at, at most, for `count` accepted ones. */
const MAX_TRIES = 300;

/**
 * Up to `count` generated values the schema itself accepts (seeded, so runs repeat). `encode`
 * turns a value into what the route really receives (a query object of strings, say) first.
 * fc.sample makes every value it is asked for, and a seeded sample of n values is the first n of a
 * longer one: a few are asked for first, more only when too few were accepted, so the values are
 * those of one sample of MAX_TRIES without making all of them (the sweeps call this per route and
 * per contract schema, and most schemas accept the first few).
 */
export function validSamples(schema: z.ZodType, hints: Hints, count: number, options: { seed?: number; encode?: (value: unknown) => unknown } = {}): unknown[] {
  const encode = options.encode ?? ((value: unknown) => value);
  const arbitrary = arbitraryFor(schema, hints);
  const accepted: unknown[] = [];
  // Each step makes the values of the one before again: three steps at most.
  let tried = 0;
  for (const runs of [2 * count, 16 * count, MAX_TRIES].map((n) => Math.min(n, MAX_TRIES))) {
    if (runs <= tried) continue;
    for (const value of fc.sample(arbitrary, { numRuns: runs, seed: options.seed ?? 11 }).slice(tried)) {
      const encoded = encode(value);
      if (schema.safeParse(encoded).success) accepted.push(encoded);
      if (accepted.length >= count) return accepted;
    }
    tried = runs;
  }
  return accepted;
}
