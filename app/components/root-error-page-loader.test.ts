// The root error page rendered on the server, as the first HTML of a page with an error: its chunk
// is loaded before the render (entry.server.tsx), so the page is drawn in the one pass (decision 187).
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, UNSAFE_ErrorResponseImpl } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loadRootErrorPage, RootErrorPage } from "./root-error-page-loader";

function render(error: unknown): string {
  const Stub = createRoutesStub([{ path: "*", Component: () => createElement(RootErrorPage, { error }) }]);
  return renderToString(createElement(Stub, { initialEntries: ["/no/such/page"] }));
}

describe("RootErrorPage", () => {
  beforeAll(() => loadRootErrorPage());

  it("draws a 404 in one pass: the spec's heading, the not-found route's message and the ways on", () => {
    const html = render(new UNSAFE_ErrorResponseImpl(404, "Not Found", "Page not found."));
    // Not left for the browser to render (page-render.server.tsx).
    expect(html).not.toContain("<!--$!-->");
    expect(html).toContain(">Oops! Something went wrong.</h1>");
    expect(html).toContain(">Page not found.</p>");
    expect(html).toContain("data-not-found-help");
    expect(html).toContain(">Return to Home</a>");
  });

  it("draws a server failure with the spec's fallback message and without the ways on", () => {
    const html = render(new UNSAFE_ErrorResponseImpl(500, "Internal Server Error", "Unexpected Server Error"));
    expect(html).not.toContain("<!--$!-->");
    expect(html).toContain(">Unknown error occurred</p>");
    expect(html).not.toContain("data-not-found-help");
  });
});
