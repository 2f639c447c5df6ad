/**
 * Zod schemas of the account calls' replies (issue 21), for the OpenAPI document: sign-in, the
 * profile and the user's counts. Like contract/replies.ts they document and do not filter; tests
 * validate real replies against them (decision 030). Kept apart from accounts.ts, which the
 * browser loads.
 */
import { z } from "zod";
import { int } from "./replies.ts";

const token = z.string().describe("The access token (JWT, 15 minutes), sent back as X-PP-TOKEN");
const refreshToken = z.string().describe("The refresh token, also in the X-PP-REFRESH-TOKEN header");

/** Login and the e-mail link: data is the access token (spec section 7), the refresh token beside it. */
export const SignInEnvelopeSchema = z.object({ code: z.literal(0), msg: z.string(), data: token, refreshToken });

export const TokenPairSchema = z.object({ token, refreshToken });

export const RegisteredSchema = z.object({ id: int, username: z.string() });

export const ProfileSchema = z
  .object({
    id: int,
    username: z.string(),
    nickName: z.string(),
    avatar: z.string(),
    email: z.string().nullable(),
    role: int.describe("1 user, 2 member, 3 administrator"),
    hasPassword: z.boolean().describe("false for accounts created by an e-mail link until they set one"),
    firstPasswordAllowed: z.boolean().describe("Without a password: whether this session may set the first one now"),
    createTime: z.iso.datetime().describe("When the account was made (ISO 8601)"),
  })
  .meta({ id: "Profile" });

/** PUT /auth/profile: the profile and a new access token carrying the new name and avatar. */
export const UpdatedProfileSchema = ProfileSchema.extend({ token });

export const UserPromptStatsSchema = z.object({ count: z.object({ clickedCnt: int.describe("Views of the user's prompts"), usedCnt: int.describe("Copies of them") }) });

