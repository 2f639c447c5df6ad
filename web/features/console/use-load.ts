import { useCallback, useEffect, useRef, useState } from "react";

export type LoadState<T> = { data: T | undefined; loading: boolean; error: unknown };

type Internal<T> = LoadState<T> & { token: string };

/**
 * Runs `load` on mount, whenever `key` changes (a string naming what the load depends on) and
 * on `reload()`. A reply that arrives after a newer request started is dropped, so a slow old
 * list never overwrites a new one. The previous data stays visible while the next one loads.
 */
export function useLoad<T>(load: () => Promise<T>, key: string, onError?: (error: unknown) => void) {
  const [generation, setGeneration] = useState(0);
  const token = `${generation}|${key}`;
  const [state, setState] = useState<Internal<T>>({ token, data: undefined, loading: true, error: null });
  // A new request: loading again (adjusted while rendering, the way React recommends over an effect).
  if (state.token !== token) setState((s) => ({ ...s, token, loading: true }));

  const latest = useRef({ load, onError });
  useEffect(() => {
    latest.current = { load, onError };
  });

  useEffect(() => {
    let live = true;
    latest.current.load().then(
      (data) => live && setState((s) => (s.token === token ? { token, data, loading: false, error: null } : s)),
      (error: unknown) => {
        if (!live) return;
        setState((s) => (s.token === token ? { ...s, loading: false, error } : s));
        latest.current.onError?.(error);
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { data: state.data, loading: state.loading, error: state.error, reload };
}
