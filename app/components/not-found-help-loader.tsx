// The ways on from a page that is not there (not-found-help.tsx), in their own chunk: only a 404
// needs them, so they are not in every page's shell. The server renders a page in one synchronous
// pass (entry.server.tsx), where a lazy component would not be drawn: it loads the chunk when it
// starts, before any request, and draws the component itself. The browser hydrates the server's
// markup once the chunk has come.
import { createElement, lazy, Suspense, type ComponentType } from "react";

let loaded: ComponentType | null = null;
const load = () =>
  import("./not-found-help").then((module) => {
    loaded = module.NotFoundHelp;
    return { default: module.NotFoundHelp };
  });
if (import.meta.env.SSR) void load();
const LazyNotFoundHelp = lazy(load);

function NotFoundHelpNowOrLater() {
  return createElement(loaded ?? LazyNotFoundHelp);
}

export function NotFoundHelp() {
  return (
    <Suspense fallback={null}>
      <NotFoundHelpNowOrLater />
    </Suspense>
  );
}
