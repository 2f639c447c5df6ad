/**
 * The values a reader last typed into a prompt's fill-in form, per prompt code, kept in this
 * browser only (issue 19: never sent to the server). One localStorage entry holds them all, most
 * recently used prompt last; a second one says the reader asked not to be remembered at all.
 * Read through useSyncExternalStore: the server and hydration see nothing remembered.
 */
export type FillValues = Readonly<Record<string, string>>;

const VALUES_KEY = "pp.fillIn";
const OFF_KEY = "pp.fillIn.off";
/** Enough prompts to come back to; the oldest is dropped beyond this. */
export const MAX_REMEMBERED_PROMPTS = 40;
/** A pasted file larger than this is not remembered (localStorage holds a few MB for the whole site). */
export const MAX_REMEMBERED_VALUE = 20_000;
export const NOTHING: FillValues = Object.freeze({});

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;
type All = Readonly<Record<string, FillValues>>;

function parse(raw: string | null): All {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    const strings = (values: unknown): FillValues =>
      values && typeof values === "object"
        ? Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === "string"))
        : NOTHING;
    return Object.fromEntries(Object.entries(parsed).map(([code, values]) => [code, strings(values)]));
  } catch {
    return {};
  }
}

export function createRememberedValues(getStorage: () => Storage | null) {
  const listeners = new Set<() => void>();
  // The parsed entry, kept while the stored string is the same: a snapshot must not change between reads.
  let cache: { raw: string | null; all: All } = { raw: null, all: {} };

  // Storage may be missing, disabled or full; remembering is a convenience, never an error.
  function attempt<T>(action: (storage: Storage) => T, fallback: T): T {
    try {
      const storage = getStorage();
      return storage ? action(storage) : fallback;
    } catch {
      return fallback;
    }
  }

  function readAll(): All {
    const raw = attempt((storage) => storage.getItem(VALUES_KEY), null);
    if (raw !== cache.raw) cache = { raw, all: parse(raw) };
    return cache.all;
  }

  function changed() {
    listeners.forEach((listener) => listener());
  }

  function writeAll(all: All) {
    attempt((storage) => {
      const codes = Object.keys(all).slice(-MAX_REMEMBERED_PROMPTS);
      if (codes.length === 0) storage.removeItem(VALUES_KEY);
      else storage.setItem(VALUES_KEY, JSON.stringify(Object.fromEntries(codes.map((code) => [code, all[code]]))));
    }, undefined);
    changed();
  }

  const remembering = () => attempt((storage) => storage.getItem(OFF_KEY) === null, true);

  return {
    remembering,
    read: (code: string): FillValues => readAll()[code] ?? NOTHING,
    /** Keeps what was typed (blank fields are not kept); nothing typed forgets the prompt. */
    write(code: string, values: FillValues) {
      if (!remembering()) return;
      const typed = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() && value.length <= MAX_REMEMBERED_VALUE));
      const { [code]: _previous, ...others } = readAll();
      writeAll(Object.keys(typed).length ? { ...others, [code]: typed } : others);
    },
    forget(code: string) {
      const { [code]: _forgotten, ...others } = readAll();
      writeAll(others);
    },
    /** Off forgets every prompt's values and keeps nothing more until the reader turns it back on. */
    setRemembering(on: boolean) {
      attempt((storage) => {
        if (on) return storage.removeItem(OFF_KEY);
        storage.setItem(OFF_KEY, "1");
        storage.removeItem(VALUES_KEY);
      }, undefined);
      changed();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      // Another tab's typing shows up here too.
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === VALUES_KEY || event.key === OFF_KEY) listener();
      };
      if (typeof window !== "undefined") window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        if (typeof window !== "undefined") window.removeEventListener("storage", onStorage);
      };
    },
  };
}

export type RememberedValues = ReturnType<typeof createRememberedValues>;

export const rememberedValues: RememberedValues = createRememberedValues(() => (typeof window === "undefined" ? null : window.localStorage));
