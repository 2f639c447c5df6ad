/** The user and auth calls (/api/user/*, /auth/*); each binds a schema, an access level and one service call. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ChangePasswordBodySchema,
  EmailLoginQuerySchema,
  LoginBodySchema,
  REFRESH_TOKEN_HEADER,
  RegisterBodySchema,
  UpdateProfileBodySchema,
  VerifyEmailLoginQuerySchema,
  type TokenPair,
} from "../../../contract/accounts.ts";
import {
  ProfileSchema,
  RegisteredSchema,
  SignInEnvelopeSchema,
  TokenPairSchema,
  UpdatedProfileSchema,
  UserPromptStatsSchema,
} from "../../../contract/account-replies.ts";
import { envelope, NullEnvelopeSchema } from "../../../contract/replies.ts";
import { apiLanguage } from "../../../contract/language.ts";
import { requireUser } from "../../lib/access.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { ok } from "../../lib/envelope.ts";
import { translate, type MessageKey } from "../../lib/messages.ts";
import { assertNoBlockedTerm } from "../../lib/review-policy.ts";
import { dataRightsRoutes } from "./data-rights-routes.ts";
import type { AccountsDeps, Caller } from "./deps.ts";
import { requestEmailLogin, verifyEmailLogin } from "./email-login.ts";
import "./messages.ts";
import { endSession, rotateRefreshToken } from "./refresh.ts";
import * as accounts from "./service.ts";

const caller = (request: FastifyRequest): Caller => ({ ip: request.ip, lan: apiLanguage(request.headers["x-lan"]) });
const msg = (request: FastifyRequest, key: MessageKey) => translate(apiLanguage(request.headers["x-lan"]), key);

/** Login's reply: data is the access token (SignInEnvelopeSchema, contract/account-replies.ts), the refresh token beside it and in a header. */
function signedIn(request: FastifyRequest, reply: FastifyReply, pair: TokenPair) {
  reply.header(REFRESH_TOKEN_HEADER, pair.refreshToken);
  return { ...ok(pair.token, msg(request, "loginSuccess")), refreshToken: pair.refreshToken };
}

export async function accountsRoutes(app: FastifyInstance, ctx: AppContext) {
  const config = ctx.config;
  const deps: AccountsDeps = {
    db: ctx.database.db,
    config,
    clock: ctx.clock,
    tokens: ctx.tokens,
    refreshSuccessor: ctx.refreshSuccessor,
    limiter: ctx.limiter,
    mailer: ctx.mailer,
    log: app.log,
    publicContentChanged: () => ctx.responseCache.invalidate(),
  };

  // Scoped to this plugin: every reply here is about one person or carries tokens.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  // The login name is the first nickname; neither may carry a blocked term (docs/decisions/028).
  api.post(
    "/api/user/register",
    { config: { access: "public", changesPublicContent: false }, schema: { body: RegisterBodySchema, response: { 200: envelope(RegisteredSchema) } } },
    async (request) => {
      await assertNoBlockedTerm(ctx, [request.body.loginName], "loginName");
      return ok(await accounts.register(deps, caller(request), request.body), msg(request, "registered"));
    },
  );

  api.post(
    "/api/user/login",
    { config: { access: "public", changesPublicContent: false }, schema: { body: LoginBodySchema, response: { 200: SignInEnvelopeSchema } } },
    async (request, reply) => signedIn(request, reply, await accounts.login(deps, caller(request), request.body)),
  );

  api.get(
    "/api/user/emailLogin",
    { config: { access: "public" }, schema: { querystring: EmailLoginQuerySchema, response: { 200: NullEnvelopeSchema } } },
    async (request) => {
      await requestEmailLogin(deps, caller(request), request.query);
      return ok(null, msg(request, "emailLinkSent"));
    },
  );

  // The link token is in the query string: the request log lines redact it (lib/log-redaction.ts).
  api.get(
    "/api/user/verifyEmailLogin",
    { config: { access: "public" }, schema: { querystring: VerifyEmailLoginQuerySchema, response: { 200: SignInEnvelopeSchema } } },
    async (request, reply) => signedIn(request, reply, await verifyEmailLogin(deps, request.query)),
  );

  api.post(
    "/api/user/logout",
    { config: { access: "user", changesPublicContent: false }, schema: { response: { 200: NullEnvelopeSchema } } },
    async (request) => {
      await endSession(deps, requireUser(request).sessionId);
      return ok(null, msg(request, "loggedOut"));
    },
  );

  api.get("/api/user/detail", { config: { access: "user" }, schema: { response: { 200: envelope(UserPromptStatsSchema) } } }, async (request) =>
    ok(await accounts.promptStats(deps, requireUser(request))),
  );

  api.get("/auth/profile", { config: { access: "user" }, schema: { response: { 200: envelope(ProfileSchema) } } }, async (request) =>
    ok(await accounts.profile(deps, requireUser(request))),
  );

  // A new name or avatar is public only on an author's prompts and reviews: the service then empties the cache.
  api.put(
    "/auth/profile",
    {
      config: { access: "user", changesPublicContent: false, writeLimit: "profile" },
      schema: { body: UpdateProfileBodySchema, response: { 200: envelope(UpdatedProfileSchema) } },
    },
    async (request) => {
      await assertNoBlockedTerm(ctx, [request.body.nickName ?? ""], "nickName");
      return ok(await accounts.updateProfile(deps, requireUser(request), request.body), msg(request, "profileUpdated"));
    },
  );

  api.post(
    "/auth/change-password",
    { config: { access: "user", changesPublicContent: false }, schema: { body: ChangePasswordBodySchema, response: { 200: NullEnvelopeSchema } } },
    async (request) => {
      await accounts.changePassword(deps, requireUser(request), request.body);
      return ok(null, msg(request, "passwordChanged"));
    },
  );

  api.post(
    "/auth/refresh",
    { config: { access: "public", changesPublicContent: false }, schema: { response: { 200: envelope(TokenPairSchema) } } },
    async (request, reply) => {
      const header = request.headers[REFRESH_TOKEN_HEADER];
      const pair = await rotateRefreshToken(deps, Array.isArray(header) ? header[0] : header);
      reply.header(REFRESH_TOKEN_HEADER, pair.refreshToken);
      return ok(pair);
    },
  );

  dataRightsRoutes(app, deps);
}
