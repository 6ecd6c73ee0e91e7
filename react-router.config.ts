import type { Config } from "@react-router/dev/config";

// Server rendering on: every page is HTML from the server first, then enhanced.
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  future: {
    v8_viteEnvironmentApi: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_passThroughRequests: true,
    // Middleware would replace the plain load context (server/app.ts) with a context provider;
    // kept off until a feature needs middleware.
    v8_middleware: false,
  },
} satisfies Config;
