// app/http/page-render.server.tsx streams a page that waits for data with React's Bun build under Node (decisions 184, 187). That build is
// React's Node renderer writing strings; it names Bun's own API only where a server action's form
// keeps its state. These tests fail when a React upgrade changes either, so the choice is looked at again.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderToPipeableStream as renderWithBunBuild } from "react-dom/server.bun";
import { renderToPipeableStream as renderWithNodeBuild } from "react-dom/server";

const require = createRequire(import.meta.url);

function renderedBy(render: typeof renderWithNodeBuild, element: React.ReactElement): Promise<{ html: string; kinds: Set<string> }> {
  return new Promise((resolve, reject) => {
    const pieces: Buffer[] = [];
    const kinds = new Set<string>();
    const sink = {
      write(piece: string | Uint8Array) {
        kinds.add(typeof piece === "string" ? "string" : "bytes");
        pieces.push(Buffer.from(piece));
        return true;
      },
      end() {
        resolve({ html: Buffer.concat(pieces).toString("utf8"), kinds });
      },
      on() {
        return sink;
      },
      destroy() {},
    };
    const { pipe } = render(element, {
      onAllReady: () => pipe(sink as unknown as NodeJS.WritableStream & import("node:stream").Writable),
      onShellError: reject,
    });
  });
}

function page(items: number) {
  return createElement(
    "main",
    { className: "mx-auto max-w-7xl", "data-x": "a&b<c>\"'" },
    createElement("h1", null, "Tyres ü ß — €396.00"),
    createElement(
      "ul",
      null,
      Array.from({ length: items }, (_, i) => createElement("li", { key: i, title: `tyre ${i}` }, `Michelin X Multi ${i} 315/80R22.5 😀`)),
    ),
  );
}

describe("React's Bun build under Node", () => {
  it.each([1, 50, 2_000])("renders the same markup as the Node build (%i items), as strings only", async (items) => {
    const bun = await renderedBy(renderWithBunBuild, page(items));
    const node = await renderedBy(renderWithNodeBuild, page(items));
    expect(bun.html).toBe(node.html);
    expect(bun.html).toContain("Tyres ü ß — €396.00");
    expect([...bun.kinds]).toEqual(["string"]);
  });

  it("names Bun's API only in the form-state code of server actions", () => {
    for (const file of ["react-dom-server.bun.production.js", "react-dom-server.bun.development.js"]) {
      const source = readFileSync(join(dirname(require.resolve("react-dom")), "cjs", file), "utf8");
      const uses = [...source.matchAll(/\bBun\.(\w+)/g)].map((match) => match[1]);
      expect(uses.length, file).toBeGreaterThan(0);
      expect(new Set(uses), file).toEqual(new Set(["hash"]));
      // Each use sits where a server function's form action ($$FORM_ACTION) keeps its state.
      for (const match of source.matchAll(/\bBun\.hash/g)) {
        const before = source.slice(Math.max(0, match.index - 1_500), match.index);
        expect(before, file).toContain("$$FORM_ACTION");
      }
    }
  });
});
