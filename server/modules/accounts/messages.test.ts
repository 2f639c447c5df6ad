import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../contract/constants.ts";
import { translate, type MessageKey } from "../../lib/messages.ts";
import "./data-rights-messages.ts";
import "./messages.ts";

const read = (relative: string) => fs.readFileSync(fileURLToPath(new URL(relative, import.meta.url)), "utf8");

/**
 * Keys the contract's account schemas name: zod's messages are plain strings, so this test reads
 * them. The keys the services throw, the throttles count and the routes say are typed (MessageKey),
 * and registerMessages types zh-TW and en to have zh-CN's keys, so `npm run typecheck` checks those.
 */
function contractKeys(): string[] {
  const keys = new Set<string>();
  for (const contract of ["../../../contract/accounts.ts", "../../../contract/account-data.ts"]) {
    const source = read(contract);
    for (const pattern of [/(?:error|message): "(\w+)"/g, /\.(?:min|max|regex|refine)\([^;]*?, "(\w+)"\)/g, /\? "(\w+)" : "(\w+)"/g])
      for (const match of source.matchAll(pattern)) for (const key of match.slice(1)) if (key) keys.add(key);
  }
  return [...keys];
}

describe("the accounts messages", () => {
  it("cover every key the schemas use", () => {
    const keys = contractKeys();
    expect(keys).toEqual(expect.arrayContaining(["usernamePattern", "emailInvalid", "passwordMinLength", "deletePromptsChoiceRequired"]));
    for (const key of keys) for (const lan of LANGUAGES) expect(translate(lan, key as MessageKey), `${lan} ${key}`).not.toBe(key);
  });
});
