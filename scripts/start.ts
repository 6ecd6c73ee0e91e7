// `npm start`: builds the storefront when the sources are newer than the build, then serves it.
import { buildIfStale } from "./build-if-stale";

try {
  buildIfStale();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
await import("../server/main");
