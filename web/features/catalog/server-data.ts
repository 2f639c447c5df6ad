/** For route loaders only (they run on the server): reading the API in-process. */
import type { AppLoadContext } from "react-router";

export type ApiResult<T> = { ok: true; data: T } | { ok: false; code: number | null };

/** Never throws: a failed call is a result the page shows (fallback content and a toast). */
export async function readApi<T>(context: AppLoadContext, path: string): Promise<ApiResult<T>> {
  try {
    const reply = await context.api<T>(path);
    return reply.code === 0 ? { ok: true, data: reply.data } : { ok: false, code: reply.code };
  } catch {
    return { ok: false, code: null };
  }
}

export const NOT_FOUND_CODE = 40400;
