import type { Config } from "@react-router/dev/config";

// Server rendering on: every page is HTML from the server first, then enhanced.
export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets two checkouts of work build side by side without overwriting each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The route manifest loads with the page, instead of a /__manifest request after every page
  // that the render cache cannot keep (decision 062); a storefront page's leaves out the back
  // office and the downloads (decision 304: vite.config.ts, app/entry.server.tsx).
  routeDiscovery: { mode: "initial" },
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
