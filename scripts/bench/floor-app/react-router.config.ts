import type { Config } from "@react-router/dev/config";

// As the shop builds: server rendering on, React Router's own entry.server (no custom one).
export default { ssr: true, appDirectory: "app" } satisfies Config;
