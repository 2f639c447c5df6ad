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

/** Login and the e-mail link: data is the access token, the refresh token beside it. */
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

export const UserPromptStatsSchema = z.object({
  count: z.object({ clickedCnt: int.describe("Views of the user's prompts"), usedCnt: int.describe("Copies of them") }),
});

const iso = z.iso.datetime();

/** GET /auth/export (decision 032): everything the site keeps about the caller, prompts named by code. */
export const AccountExportSchema = z
  .object({
    format: z.literal("prompt-plaza-account-export"),
    version: z.literal(1),
    exportedAt: iso,
    profile: ProfileSchema.omit({ firstPasswordAllowed: true }),
    prompts: z.array(
      z.object({
        code: z.string(),
        status: z.string().describe("published, private, pending, hidden or draft"),
        vipLevel: int,
        lan: z.string().describe("The source language"),
        source: z.string(),
        categories: z.array(z.string()).describe("Category codes"),
        basedOn: z.string().nullable().describe("The code of the prompt this one was saved from"),
        createTime: iso,
        updateTime: iso,
        versions: z
          .array(
            z.object({
              lan: z.string(),
              title: z.string(),
              prompt: z.string(),
              description: z.string(),
              tips: z.string(),
              demo: z.unknown(),
              machine: z.boolean().describe("Made by machine translation or conversion"),
              updatedAt: iso,
            }),
          )
          .describe("Every stored language version"),
      }),
    ),
    ratings: z.array(z.object({ prompt: z.string(), score: int.describe("2-10"), content: z.string(), status: z.string(), createTime: iso, updateTime: iso })),
    favourites: z.array(z.object({ prompt: z.string(), createTime: iso })),
    history: z.array(z.object({ prompt: z.string(), viewedAt: iso })),
    uploads: z.array(z.object({ file: z.string(), mime: z.string(), size: int, createTime: iso })),
    reports: z.array(z.object({ targetType: z.string(), targetId: int, reason: z.string(), details: z.string(), status: z.string(), createTime: iso })),
  })
  .meta({ id: "AccountExport" });
export type AccountExport = z.infer<typeof AccountExportSchema>;
