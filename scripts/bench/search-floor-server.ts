// The search page's floor as a server: the shop's own server and build, with the search route's
// loader answer kept per URL after its first request (SEARCH_FLOOR=kept), so each later request
// pays only what every rendered page pays (the root loader, React's render, React Router,
// compression, HTTP). SEARCH_FLOOR=off serves the shop unchanged under the same entry, for a
// like-with-like comparison (scripts/bench/search-floor.ts, decision 306).
import type { ServerBuild } from "react-router";

const DECLARED = "STOREFRONT_DECLARED_NODE_ENV";
const declaredEnv = DECLARED in process.env ? process.env[DECLARED] || undefined : process.env.NODE_ENV;
process.env.NODE_ENV ??= "production";

type Loader = NonNullable<ServerBuild["routes"][string]>["module"]["loader"];

function keepSearchLoader(build: ServerBuild): ServerBuild {
  const entry = Object.entries(build.routes).find(([, route]) => route?.path === "search");
  if (!entry) throw new Error("no route with the path 'search' in the build");
  const [id, route] = entry;
  const loader = route!.module.loader;
  if (!loader) throw new Error(`route ${id} has no loader`);
  const kept = new Map<string, ReturnType<NonNullable<Loader>>>();
  const keptLoader: NonNullable<Loader> = (args) => {
    const known = kept.get(args.request.url);
    if (known) return known;
    const answer = loader(args);
    kept.set(args.request.url, answer);
    return answer;
  };
  return { ...build, routes: { ...build.routes, [id]: { ...route!, module: { ...route!.module, loader: keptLoader } } } };
}

const { runFromCommandLine } = await import("../../server/serve");
await runFromCommandLine(declaredEnv, process.env.SEARCH_FLOOR === "kept" ? { adaptBuild: keepSearchLoader } : {}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
