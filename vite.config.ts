import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { catalogChunk, shellChunk } from "./scripts/build/chunk-groups.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Kept in build/client/.vite/ (never served: dotfiles are ignored) for npm run bench:web.
    manifest: true,
  },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [shellChunk, catalogChunk] } } } } },
    // The server renders every language, so it imports all catalogues statically; the client
    // loads them on demand. The server build's "ineffective dynamic import" notes are expected.
    ssr: { build: { rolldownOptions: { checks: { ineffectiveDynamicImport: false } } } },
  },
});
