// `npm start`, first step: builds the storefront (the pages and the compiled server entry) when
// the sources are newer than the build. package.json then runs `node build/main.js`, so the
// server runs as plain JavaScript without tsx in its processes (decision 094).
import { buildIfStale } from "./build-if-stale";

try {
  buildIfStale();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
