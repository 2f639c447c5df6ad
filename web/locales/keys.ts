/**
 * Message keys as types, read from the zh-CN catalogues (the source of truth): `t` accepts only a
 * key its namespace has, so a typo fails `npm run typecheck`. Type-only imports: no catalogue
 * enters a bundle through this file, the browser still fetches each one as its own chunk.
 */
import type about from "./zh-CN/about.json";
import type auth from "./zh-CN/auth.json";
import type blog from "./zh-CN/blog.json";
import type catalog from "./zh-CN/catalog.json";
import type common from "./zh-CN/common.json";
import type consoleCatalogue from "./zh-CN/console.json";
import type fillIn from "./zh-CN/fill-in.json";
import type meta from "./zh-CN/meta.json";
import type myPrompts from "./zh-CN/my-prompts.json";
import type openData from "./zh-CN/open-data.json";
import type promptFiles from "./zh-CN/prompt-files.json";

export type Catalogues = {
  about: typeof about;
  auth: typeof auth;
  blog: typeof blog;
  catalog: typeof catalog;
  common: typeof common;
  console: typeof consoleCatalogue;
  "fill-in": typeof fillIn;
  meta: typeof meta;
  "my-prompts": typeof myPrompts;
  "open-data": typeof openData;
  "prompt-files": typeof promptFiles;
};

export type Namespace = keyof Catalogues;

/** A plural is asked for by its base name (`count`), the suffix being chosen by `{ count }`. */
type PluralBase<K extends string> = K extends `${infer Base}_${"zero" | "one" | "two" | "few" | "many" | "other"}` ? Base : K;

/** Dotted paths to the texts of a catalogue; an array is a key too (read with `returnObjects`). */
export type KeysOf<T> = {
  [K in keyof T & string]: T[K] extends string | readonly unknown[] ? PluralBase<K> : `${K}.${KeysOf<T[K]>}`;
}[keyof T & string];

/** Another namespace's key, written "common:brand.name". */
type QualifiedKey = { [N in Namespace]: `${N}:${KeysOf<Catalogues[N]>}` }[Namespace];

export type MessageKey<N extends Namespace = "common"> = KeysOf<Catalogues[N]> | QualifiedKey;

/** The ends of the keys under a prefix: what a key built as `${prefix}.${piece}` may take for its piece. */
export type KeysUnder<N extends Namespace, Prefix extends string> =
  MessageKey<N> extends infer Key ? (Key extends `${Prefix}.${infer Rest}` ? Rest : never) : never;
