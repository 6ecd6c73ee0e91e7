// How a page's React tree becomes its HTML (decision 187): in one synchronous pass when
// nothing in it waits for data, which is every page today, else by React's streaming renderer.
import type { Writable } from "node:stream";
import type { ReactElement } from "react";
import type { EntryContext } from "react-router";
import { renderToPipeableStream, renderToString } from "react-dom/server.bun";

/** How long a render may take before React gives up on it. */
export const streamTimeout = 5_000;

export interface RenderedPage {
  html: string;
  status: number;
}

/**
 * The page in one pass, or null when part of it waited for data (React then leaves a boundary
 * for the browser to render, marked `<!--$!-->`; the streaming renderer waits for it instead).
 * renderToString writes no doctype: the streaming renderer writes one before `<html>`.
 */
export function renderedAtOnce(app: ReactElement, status: number): RenderedPage | null {
  try {
    const html = renderToString(app);
    if (html.includes(CLIENT_RENDERED_BOUNDARY)) return null;
    return { html: `<!DOCTYPE html>${html}`, status };
  } catch (error) {
    if (error instanceof Error && error.message.startsWith(SUSPENDED_AT_ONCE)) return null;
    throw error;
  }
}

const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";
const SUSPENDED_AT_ONCE = "A component suspended while responding to synchronous input";

export function renderedAsStream(app: ReactElement, nonce: string | undefined, responseStatusCode: number): Promise<RenderedPage> {
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const page = renderedPage((html) => {
      clearTimeout(timeout);
      resolve({ html, status });
    });
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

/** One piece of React Router's loader-data script, as its StreamTransfer keeps it once read. */
type HandoffPiece = Promise<void> & { result: { done: boolean; value: string } };

/**
 * Reads the loader data React Router will write into the page (its turbo-stream text) in full, and
 * leaves it where React Router's StreamTransfer looks for pieces it has already read
 * (`renderMeta.streamCache`, by piece number): the first piece is all of it and the second says
 * it ended. StreamTransfer then writes the same two scripts it would write after reading the
 * stream itself, without suspending, so the page renders in one pass. The text is whole: the
 * browser joins the pieces before it decodes them. react-router is pinned to an exact version,
 * and the browser tests hydrate every page, so a change to this is seen.
 */
export async function readLoaderDataAhead(routerContext: EntryContext): Promise<void> {
  const stream = routerContext.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  text += decoder.decode();
  // StreamTransfer still asks the stream for a reader, which a locked stream would refuse.
  reader.releaseLock();
  const piece = (done: boolean, value: string): HandoffPiece => Object.assign(Promise.resolve(), { result: { done, value } });
  routerContext.renderMeta ??= {};
  routerContext.renderMeta.streamCache = { 0: piece(false, text), 1: piece(true, "") };
}
