// Renders a page on the server and answers it as one buffer (issue 10). No page streams data in
// (no loader defers), and one buffer costs far less to send and to compress than React's 2 KB
// pieces passed through three stream adapters (measured: a signed-in contact page took 8.9 ms of
// CPU before and 3.9 ms after, with the build handed over once and quicker brotli; decision 092).
//
// React's Bun build renders the same markup as its Node build but writes it as strings: the Node
// build encodes every piece into 4 KB byte arrays as it goes, which took a third of the time of
// the search page's render (1.06 of 2.8 ms; 0.75 ms as strings joined once; decision 184). It
// refers to Bun only where a server action's form keeps its state (useActionState with a server
// function), which this app has none of; react-dom-bun-build.test.ts checks that stays so.
import type { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter, UNSAFE_ErrorResponseImpl, isRouteErrorResponse } from "react-router";
import { renderToPipeableStream } from "react-dom/server.bun";
import { contentSecurityPolicy, scriptHashes } from "./content-security-policy.server";
import { DATABASE_RETRY_AFTER_SECONDS, databaseFailureOf, type DatabaseFailure } from "./db/database-failure.server";
import { NonceContext } from "./csp-nonce";

/** How long a render may take before React gives up on it. */
export const streamTimeout = 5_000;

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
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const page = renderedPage((html) => {
      clearTimeout(timeout);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      // A page kept for every visitor has no nonce: its policy names its own scripts' hashes.
      if (csp && !csp.nonce) {
        responseHeaders.set("Content-Security-Policy", contentSecurityPolicy({ scriptHashes: scriptHashes(html), formActions: csp.formActions }));
      }
      resolve(new Response(Buffer.from(html), { status, headers: responseHeaders }));
    });
    // Every inline script React and React Router write carries this response's nonce (decision 100).
    const csp = loadContext.csp;
    const nonce = csp?.nonce ?? undefined;
    const app = (
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      onAllReady() {
        pipe(page);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError() {
        // An error inside the page after the shell: the page is answered as a failure. React
        // Router has already logged what a loader threw.
        status = 500;
      },
    });
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
  });
}

/**
 * What a loader or action threw, as one JSON line with the request id (issue 11 finding 9),
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
 * the reason instead of 500 (issue 11 "Faults").
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

/**
 * Where React writes a finished page (it pipes once everything is ready): the pieces are kept as
 * the strings React wrote and joined when it ends. React needs only write, end and on from a
 * stream; a stream.Writable ran every piece through its buffering and events.
 */
function renderedPage(onEnd: (html: string) => void): Writable {
  const pieces: (string | Uint8Array)[] = [];
  let bytes = false;
  const page: Pick<Writable, "write" | "end" | "on" | "destroy"> = {
    write(piece: string | Uint8Array): boolean {
      bytes ||= typeof piece !== "string";
      pieces.push(piece);
      return true;
    },
    end() {
      // React's Bun build writes strings only; bytes are joined as bytes, so no letter is split.
      onEnd(bytes ? Buffer.concat(pieces.map((p) => (typeof p === "string" ? Buffer.from(p) : p))).toString("utf8") : pieces.join(""));
      return page as Writable;
    },
    on() {
      return page as Writable;
    },
    destroy() {
      return page as Writable;
    },
  };
  return page as Writable;
}
