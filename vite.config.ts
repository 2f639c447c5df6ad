import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Kept in build/client/.vite/ (never served: dotfiles are ignored) for npm run bench:web.
  build: { manifest: true },
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./web", import.meta.url)),
      "@contract": fileURLToPath(new URL("./contract", import.meta.url)),
    },
  },
});
