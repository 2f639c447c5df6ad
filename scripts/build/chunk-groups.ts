/**
 * The browser build's "shell" chunk: every module of ours that the app shell (web/root.tsx and
 * web/entry.client.tsx) imports, directly or not. Every page loads all of them first, so one chunk
 * costs fewer bytes than the dozen tiny chunks the automatic splitting made of them: gzip compresses
 * across modules, and each file pays its own headers (measured in decision 019). Libraries keep
 * their own chunks, so a deploy of ours does not invalidate React in browser caches.
 */
import path from "node:path";
import type { CodeSplittingGroup } from "rolldown";

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const WEB = path.resolve("web");
const SHELL_ROOTS = ["root.tsx", "entry.client.tsx"].map((file) => path.join(WEB, file));

// Worked out on the first module the chunking asks about, once per process: `react-router build`
// chunks the browser build once (a watch mode would need it reset per build).
let reachable: Set<string> | undefined;

function ownModulesOfTheShell(graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const pending = SHELL_ROOTS.filter((id) => graph.getModuleInfo(id));
  while (pending.length) {
    const id = pending.pop()!;
    if (seen.has(id) || id.includes("node_modules")) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

export const shellChunk: CodeSplittingGroup = {
  debugName: "shell",
  priority: 2,
  name(id, graph) {
    reachable ??= ownModulesOfTheShell(graph);
    return reachable.has(id) ? "shell" : null;
  },
};

/** The catalogue pages' (home, detail, category) shared code: one chunk instead of four small ones. */
export const catalogChunk: CodeSplittingGroup = {
  name: "catalog-shared",
  test: /web[\\/]features[\\/]catalog[\\/]/,
  minShareCount: 3,
  priority: 1,
};
