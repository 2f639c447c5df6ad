import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../contract/constants.ts";
import { messageCatalogues, translate } from "../../lib/messages.ts";
import "./data-rights-messages.ts";
import "./messages.ts";

const read = (relative: string) => fs.readFileSync(fileURLToPath(new URL(relative, import.meta.url)), "utf8");

/** Keys named in the contract's schemas and in this module's errors, found in the source itself. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  const collect = (source: string, patterns: RegExp[]) => {
    for (const pattern of patterns) for (const match of source.matchAll(pattern)) for (const key of match.slice(1)) if (key) keys.add(key);
  };
  for (const contract of ["../../../contract/accounts.ts", "../../../contract/account-data.ts"])
    collect(read(contract), [/(?:error|message): "(\w+)"/g, /\.(?:min|max|regex|refine)\([^;]*?, "(\w+)"\)/g, /\? "(\w+)" : "(\w+)"/g]);
  for (const file of fs.readdirSync(fileURLToPath(new URL(".", import.meta.url)))) {
    if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
    collect(read(`./${file}`), [
      /errors\.(?!fieldConflict|refusedField)\w+\("(\w+)"/g,
      // fieldConflict and refusedField name the field first, then the message.
      /errors\.(?:fieldConflict|refusedField)\("\w+", "(\w+)"/g,
      /(?:consume|ensureRoom)\([^;]*?, "(\w+)"\)/g,
      /msg\(request, "(\w+)"\)/g,
      /\? "(\w+)" : (?:[\w.]+ \? )?"(\w+)"(?: : "(\w+)")?/g,
    ]);
  }
  return [...keys];
}

describe("the accounts messages", () => {
  it("exist in zh-CN, zh-TW and en alike", () => {
    const catalogues = messageCatalogues();
    const zhCN = Object.keys(catalogues["zh-CN"]).sort();
    for (const lan of LANGUAGES) expect(Object.keys(catalogues[lan]).sort(), lan).toEqual(zhCN);
  });

  it("cover every key the schemas and the services use", () => {
    const keys = usedKeys();
    expect(keys).toEqual(expect.arrayContaining(["usernamePattern", "emailInvalid", "invalidCredentials", "emailLinkUsed", "loggedOut"]));
    for (const key of keys) for (const lan of LANGUAGES) expect(translate(lan, key), `${lan} ${key}`).not.toBe(key);
  });
});
