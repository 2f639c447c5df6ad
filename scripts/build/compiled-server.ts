/** Where `npm run build` puts the compiled server in a build folder (BUILD_DIR/app, scripts/build-server.mjs). */
import path from "node:path";

export const compiledServer = (buildDir: string) => path.join(buildDir, "app", "server", "main.js");
