/** GET /admin/users and PATCH /admin/users/{id}/status, administrators only. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ListUsersQuerySchema, UserIdParamsSchema, UserStatusBodySchema } from "../../../contract/admin-users.ts";
import { AdminUserPageSchema, AdminUserSchema } from "../../../contract/moderation-replies.ts";
import { envelope } from "../../../contract/replies.ts";
import { requireAdmin } from "../../lib/access.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { ok } from "../../lib/envelope.ts";
import { listAdminUsers, setUserStatus } from "./service.ts";

const admin = { access: "admin" } as const;

export async function adminUserRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;

  app.get("/admin/users", { config: admin, schema: { querystring: ListUsersQuerySchema, response: { 200: envelope(AdminUserPageSchema) } } }, async (request) =>
    ok(await listAdminUsers(db, request.query)),
  );

  app.patch(
    "/admin/users/:id/status",
    { config: admin, schema: { params: UserIdParamsSchema, body: UserStatusBodySchema, response: { 200: envelope(AdminUserSchema) } } },
    async (request) => ok(await setUserStatus(db, requireAdmin(request), request.params.id, request.body.status, ctx.clock.now())),
  );
}
