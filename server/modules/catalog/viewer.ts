import type { FastifyRequest } from "fastify";
import { ACCESS } from "../../../contract/constants.ts";
import { apiLanguage } from "../../../contract/language.ts";

/** Who is reading, as far as visibility goes: an access level, and the user for personal marks. */
export type Viewer = { userId: number | null; level: number };

export function viewerOf(request: FastifyRequest): Viewer {
  return request.user ? { userId: request.user.id, level: request.user.role } : { userId: null, level: ACCESS.everyone };
}

export function languageOf(request: FastifyRequest) {
  return apiLanguage(request.headers["x-lan"]);
}
