/** Reads and checks the demo catalogue files in seed/data (JSON written by us). */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { LANGUAGES } from "../../../contract/constants.ts";

const dataDir = fileURLToPath(new URL("./data", import.meta.url));

const Lan = z.enum(LANGUAGES);
const CategorySchema = z.object({
  code: z.string().regex(/^[a-z0-9-]+$/),
  img: z.string(),
  sort: z.number().int().min(0),
  tags: z.array(z.string()),
  i18n: z.record(Lan, z.object({ name: z.string().min(1), intro: z.string() })),
});
const VersionSchema = z.object({
  title: z.string().min(1),
  prompt: z.string().min(1),
  description: z.string(),
  tips: z.string(),
  demo: z.array(z.object({ input: z.string(), out: z.string() })),
});
const PromptSchema = z.object({
  code: z.string().regex(/^[a-z0-9-]+$/),
  categories: z.array(z.string()).min(1),
  lan: Lan,
  vipLevel: z.number().int().min(0).max(3),
  source: z.string().default(""),
  stats: z.object({ clickCnt: z.number().int(), copyCnt: z.number().int(), shareCnt: z.number().int(), markCnt: z.number().int() }),
  createdDaysAgo: z.number().int().min(0),
  i18n: z.record(Lan, VersionSchema),
  ratings: z.array(z.object({ user: z.string(), score: z.number().int().min(2).max(10), content: z.string().min(1) })).default([]),
});
const UserSchema = z.object({ loginName: z.string(), nickName: z.string(), email: z.string(), avatar: z.string() });
const GroupSchema = z.object({
  title: z.string(),
  titles: z.object({ "zh-TW": z.string().min(1), en: z.string().min(1) }),
  recommend: z.union([z.literal(0), z.literal(1)]),
  prompts: z.array(z.string()),
});

export type DemoCategory = z.infer<typeof CategorySchema>;
export type DemoPrompt = z.infer<typeof PromptSchema>;
export type DemoUser = z.infer<typeof UserSchema>;
export type DemoGroup = z.infer<typeof GroupSchema>;

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8"));
}

export function readDemoCatalogue() {
  const categories = z.array(CategorySchema).parse(readJson("categories.json"));
  const prompts = fs
    .readdirSync(dataDir)
    .filter((f) => /^prompts-.+\.json$/.test(f))
    .sort()
    .flatMap((f) => z.array(PromptSchema).parse(readJson(f)));
  const users = z.array(UserSchema).parse(readJson("users.json"));
  const groups = z.array(GroupSchema).parse(readJson("groups.json"));
  return { categories, prompts, users, groups };
}
