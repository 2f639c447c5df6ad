import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "web",
  // BUILD_DIR lets the benches build beside a running server without replacing its assets.
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: true,
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
