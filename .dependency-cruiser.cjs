// The server's layering (docs/architecture.md, "Server modules and their layers"), checked by
// `npm run lint`: no import cycle between the folders under server/modules/, and server/lib and
// server/db never import a module at run time (the app context's type may name a module's
// service). Test code (*.test.ts, *.test-support.ts) is left out: nothing but tests imports it,
// and an integration test may drive its module through the modules above it.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-module-folder-cycle",
      comment: "a module imports only the modules below it: move what both need down (server/lib, server/db) or pass it in",
      severity: "error",
      scope: "folder",
      from: { path: "^server/modules/[^/]+$" },
      to: { path: "^server/modules/[^/]+$", circular: true },
    },
    {
      name: "lib-and-db-below-modules",
      comment: "server/lib and server/db sit below every module; the demo seed loader is start-up code and uses search",
      severity: "error",
      from: { path: "^server/(lib|db)/", pathNot: "^server/db/seed/" },
      to: { path: "^server/modules/", dependencyTypesNot: ["type-only"] },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    includeOnly: "^server/",
    exclude: { path: "\\.test(-support)?\\.tsx?$" },
  },
};
