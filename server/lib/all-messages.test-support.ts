/** For the tests that read every server text: registers each module's catalogues (messages.ts and any *-messages.ts), including ones added later. */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import "./validation-messages.ts";

const modules = fileURLToPath(new URL("../modules/", import.meta.url));

export async function registerAllMessages(): Promise<void> {
  for (const { name } of readdirSync(modules, { withFileTypes: true }).filter((entry) => entry.isDirectory()))
    for (const file of readdirSync(`${modules}${name}`))
      if (file === "messages.ts" || file.endsWith("-messages.ts")) await import(`../modules/${name}/${file}`);
}
