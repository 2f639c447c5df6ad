import type { HealthMonitor } from "./health.ts";
import type { Sleep } from "./retry-policy.ts";
import type { Query } from "./url.ts";

export interface RequestClientOptions {
  /** '' for same-origin calls in the browser; an absolute origin during SSR and in tests. */
  baseUrl: string;
  getToken(): string | null;
  getRefreshToken(): string | null;
  getLanguage(): string;
  /** Performs POST /auth/refresh and stores the new tokens; false when that failed. */
  refresh(): Promise<boolean>;
  /** Clears auth, shows the 'session expired' toast and navigates to /login. */
  onAuthFailure(): void;
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: Sleep;
}

export interface RequestOptions {
  /** false skips the GET cache both ways: nothing is read from it and nothing is stored. */
  cache?: boolean;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
  /** For the refresh call itself, whose 401 must not start another refresh. */
  skipAuthRefresh?: boolean;
}

export interface RequestClient {
  get<T>(path: string, query?: Query, opts?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  /** POST of a multipart form; fetch sets the Content-Type with its boundary. */
  upload<T>(path: string, form: FormData, opts?: RequestOptions): Promise<T>;
  clearCache(): void;
  readonly health: HealthMonitor;
  /** The deadline the next attempt will get, in ms. */
  timeoutMs(): number;
  /** Stops the cache's sweep timer. */
  dispose(): void;
}
