import type { FastifyRequest } from "fastify";
import { ACCESS } from "../../../contract/constants.ts";
import { apiLanguage } from "../../../contract/language.ts";

/** Who is reading, as far as visibility goes: an access level, and the user for personal marks. */
export type Viewer = { userId: number | null; level: number };

/** Someone signed out: what search engines and feed readers see. */
export const VISITOR: Viewer = { userId: null, level: ACCESS.everyone };

export function viewerOf(request: FastifyRequest): Viewer {
  return request.user ? { userId: request.user.id, level: request.user.role } : VISITOR;
}

export function languageOf(request: FastifyRequest) {
  return apiLanguage(request.headers["x-lan"]);
}
