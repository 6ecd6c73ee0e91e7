// The root error boundary's page (root-error-page.tsx, with a 404's ways on) in a chunk of its own:
// a page that works never runs it, so it is not in every page's shell. The server renders a page in
// one synchronous pass (decision 187), where a lazy component that has not loaded would not be
// drawn: entry.server.tsx loads the chunk before it renders an error. The browser hydrates the
// server's markup once the chunk has come; the boundary keeps that markup in place meanwhile.
import { Suspense } from "react";
import { preloadableLazy } from "~/browser/preloadable-lazy";

const rootErrorPage = preloadableLazy(() => import("./root-error-page").then((module) => module.RootErrorPage));
const LazyRootErrorPage = rootErrorPage.Component;

/** Loads the error page's chunk; the server awaits it before it renders an error. */
export const loadRootErrorPage = rootErrorPage.preload;

export function RootErrorPage({ error }: { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <LazyRootErrorPage error={error} />
    </Suspense>
  );
}
