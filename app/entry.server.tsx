// Renders a page on the server and answers it as one buffer. No page streams data in
// (no loader defers), and one buffer costs far less to send and to compress than React's 2 KB
// pieces passed through three stream adapters (measured: a signed-in contact page took 8.9 ms of
// CPU before and 3.9 ms after, with the build handed over once and quicker brotli; decision 092).
//
// A page is rendered in one synchronous pass (renderToString), with React Router's loader data
// read in full beforehand and handed to its script writer as already there (decision 187). React's
// streaming renderer (the Bun build, which writes strings; decision 184) waited for that script
// writer to suspend and resume once per piece of data, and measured slower. A page that still
// suspends (an <Await> on data a loader deferred, which no page has today) is rendered by the
// streaming renderer as before, so a future deferred loader keeps working.
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter, UNSAFE_ErrorResponseImpl, isRouteErrorResponse } from "react-router";
import { loadRootErrorPage } from "./components/root-error-page-loader";
import { contentSecurityPolicy, scriptHashes } from "./content-security-policy.server";
import { DATABASE_RETRY_AFTER_SECONDS, databaseFailureOf, type DatabaseFailure } from "./db/database-failure.server";
import { NonceContext } from "./csp-nonce";
import { pageManifestUrl } from "./http/storefront-manifest";
import { readLoaderDataAhead, renderedAsStream, renderedAtOnce, streamTimeout } from "./http/page-render.server";

export { streamTimeout };

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Response | Promise<Response> {
  if (databaseFailures.has(loadContext) && responseStatusCode >= 500) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    showAsUnavailable(routerContext, databaseFailures.get(loadContext)!);
  }
  // RFC 9110 §9.3.2: a HEAD answer has the headers of a GET and no body.
  if (request.method === "HEAD") {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return renderPage(request, responseStatusCode, responseHeaders, routerContext, loadContext);
}

async function renderPage(
  request: Request,
  status: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  await readLoaderDataAhead(routerContext);
  // The error page is a chunk of its own, which a page with an error draws in the same one pass.
  if (routerContext.staticHandlerContext.errors) await loadRootErrorPage();
  // A storefront page names the manifest without the back office's routes (decision 304).
  const manifestUrl = pageManifestUrl(routerContext.manifest, new URL(request.url).pathname);
  const pageContext =
    manifestUrl === routerContext.manifest.url ? routerContext : { ...routerContext, manifest: { ...routerContext.manifest, url: manifestUrl } };
  // Every inline script React and React Router write carries this response's nonce (decision 100).
  const csp = loadContext.csp;
  const nonce = csp?.nonce ?? undefined;
  const app = (
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={pageContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>
  );
  const rendered = renderedAtOnce(app, status) ?? (await renderedAsStream(app, nonce, status));
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // A page kept for every visitor has no nonce: its policy names its own scripts' hashes.
  if (csp && !csp.nonce) {
    responseHeaders.set("Content-Security-Policy", contentSecurityPolicy({ scriptHashes: scriptHashes(rendered.html), formActions: csp.formActions }));
  }
  return new Response(Buffer.from(rendered.html), { status: rendered.status, headers: responseHeaders });
}

/**
 * What a loader or action threw, as one JSON line with the request id,
 * instead of React Router's raw stack on stderr. A request the client gave up on is no failure,
 * and a client's mistake React Router answers itself (405 for a form posted to a page without
 * an action, 404 for no such route) is a note, not an alarm.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const { log, requestId } = context as AppLoadContext;
  const cause: unknown = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error.data) : error;
  const failure = databaseFailureOf(cause);
  if (failure) databaseFailures.set(context as object, failure);
  const status = failure ? 503 : isRouteErrorResponse(error) ? error.status : 500;
  const details = { err: cause, status, requestId, url: new URL(request.url).pathname };
  if (status < 500) log.info(details, "page refused the request");
  else log.error(details, "page failed");
};

/**
 * The database failures loaders and actions met, by request (their load context): React Router
 * reports a thrown error to handleError before it renders the page, which then answers 503 with
 * the reason instead of 500.
 */
const databaseFailures = new WeakMap<object, DatabaseFailure>();

/** The error boundary shows 'unavailable, try again' in place of the errors React Router hid. */
function showAsUnavailable(routerContext: EntryContext, failure: DatabaseFailure): void {
  const errors = routerContext.staticHandlerContext.errors;
  if (!errors) return;
  const message = `The shop is unavailable for a moment (${failure}). Please try again in a minute.`;
  // The same object feeds the hydration data, so the browser shows the same page.
  for (const routeId of Object.keys(errors)) errors[routeId] = new UNSAFE_ErrorResponseImpl(503, "Service Unavailable", message);
}
