// A page renders in one pass when nothing in it waits (decision 187), and by the streaming renderer
// when something does; React Router's loader data is read ahead into the place its script writer
// looks for pieces it has read.
import { Suspense, use, type ReactNode } from "react";
import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { readLoaderDataAhead, renderedAsStream, renderedAtOnce } from "./page-render.server";

const page = (body: ReactNode) => (
  <html lang="en">
    <body>{body}</body>
  </html>
);

/** Waits for a promise the way a component reading deferred data does. */
function Waits({ until }: { until: Promise<string> }) {
  return <p>{use(until)}</p>;
}

function Fails(): ReactNode {
  throw new Error("the price table is broken");
}

describe("renderedAtOnce", () => {
  it("renders a page that waits for nothing, with the doctype the streaming renderer writes, and keeps its status", async () => {
    const tree = page(<h1>Truck tyres</h1>);
    const once = renderedAtOnce(tree, 404);
    expect(once).toEqual({ html: '<!DOCTYPE html><html lang="en"><head></head><body><h1>Truck tyres</h1></body></html>', status: 404 });
    expect((await renderedAsStream(tree, undefined, 404)).html).toBe(once!.html);
  });

  it.each([
    ["inside a Suspense boundary", (until: Promise<string>) => page(<Suspense fallback={<p>Loading</p>}>{<Waits until={until} />}</Suspense>)],
    ["outside any boundary", (until: Promise<string>) => page(<Waits until={until} />)],
  ])("gives the page to the streaming renderer when a part waits for data %s", async (_where, tree) => {
    let resolve!: (value: string) => void;
    const until = new Promise<string>((r) => (resolve = r));
    expect(renderedAtOnce(tree(until), 200)).toBeNull();
    const streamed = renderedAsStream(tree(until), undefined, 200);
    resolve("Delivered in 6 weeks");
    const { html, status } = await streamed;
    expect(status).toBe(200);
    expect(html).toContain("<p>Delivered in 6 weeks</p>");
    expect(html).not.toContain("Loading");
  });

  it("lets an error in the page reach React Router, which renders the error page", () => {
    expect(() => renderedAtOnce(page(<Fails />), 200)).toThrow("the price table is broken");
  });
});

describe("readLoaderDataAhead", () => {
  const streamOf = (pieces: Uint8Array[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(piece);
        controller.close();
      },
    });

  it("keeps the whole text as the first piece and the end as the second, and leaves the stream readable", async () => {
    // "é" is two bytes, split across two pieces of the stream.
    const bytes = new TextEncoder().encode('[{"brand":"Michelin"},"Pneu été"]');
    const split = bytes.indexOf(0xc3) + 1;
    const stream = streamOf([bytes.slice(0, 5), bytes.slice(5, split), bytes.slice(split)]);
    const context = { serverHandoffStream: stream, renderMeta: {} } as unknown as EntryContext;
    await readLoaderDataAhead(context);
    const pieces = context.renderMeta!.streamCache!;
    expect(pieces[0]!.result).toEqual({ done: false, value: '[{"brand":"Michelin"},"Pneu été"]' });
    expect(pieces[1]!.result).toEqual({ done: true, value: "" });
    expect(await stream.getReader().read()).toEqual({ done: true, value: undefined });
  });

  it("does nothing for a page without loader data", async () => {
    const context = { renderMeta: {} } as unknown as EntryContext;
    await readLoaderDataAhead(context);
    expect(context.renderMeta).toEqual({});
  });
});
