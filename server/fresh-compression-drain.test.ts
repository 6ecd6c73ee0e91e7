// A long streamed download through fresh compression, written the way pages stream anything that is
// not a whole page (server/page-handler.ts: React Router's writeReadableStreamToWritable, which waits
// for 'drain' after every refused write). The compression package hands 'drain' listeners to its
// gzip stream but never takes them off, so each wait left one behind (decision 198).
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import zlib from "node:zlib";
import express from "express";
import { writeReadableStreamToWritable } from "@react-router/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { freshCompression } from "./fresh-compression";

const CHUNKS = 120;
const CHUNK_BYTES = 64 * 1024;

/** Text that gzip cannot shrink much, so every write overfills the gzip stream's buffer. */
function csvChunk(index: number): Uint8Array {
  let state = index + 1;
  const cells: string[] = [];
  for (let length = 0; length < CHUNK_BYTES; length += cells.at(-1)!.length) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    cells.push(`${state.toString(36)},`);
  }
  return new TextEncoder().encode(cells.join("").slice(0, CHUNK_BYTES));
}

function bigCsv(): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === CHUNKS) controller.close();
      else controller.enqueue(csvChunk(sent++));
    },
  });
}

let server: Server | null = null;
afterEach(async () => {
  if (server) {
    server.close();
    server.closeAllConnections();
    await once(server, "close");
    server = null;
  }
});

async function serve(): Promise<string> {
  const app = express();
  app.use(freshCompression());
  app.get("/admin/inquiries.csv", (_req, res, next) => {
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    writeReadableStreamToWritable(bigCsv(), res).catch(next);
  });
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("a long download through fresh compression", () => {
  it.each([
    ["gzip", "gzip", 1],
    ["identity", null, 0],
  ])(
    "leaves no drain listener behind per backpressure wait, and arrives whole (Accept-Encoding: %s)",
    async (accept, encoding, gzipCount) => {
      const warnings: Error[] = [];
      const onWarning = (warning: Error) => warnings.push(warning);
      process.on("warning", onWarning);
      const gzipStreams: zlib.Gzip[] = [];
      const createGzip = zlib.createGzip.bind(zlib);
      const spy = vi.spyOn(zlib, "createGzip").mockImplementation((options) => {
        const stream = createGzip(options);
        gzipStreams.push(stream);
        return stream;
      });
      try {
        const base = await serve();
        const response = await fetch(`${base}/admin/inquiries.csv`, { headers: { "Accept-Encoding": accept } });
        expect(response.headers.get("Content-Encoding")).toBe(encoding);
        const body = Buffer.from(await response.arrayBuffer());
        expect(body.length).toBe(CHUNKS * CHUNK_BYTES);
        expect(body.subarray(0, CHUNK_BYTES).equals(Buffer.from(csvChunk(0)))).toBe(true);
        // Warnings are emitted on a later tick than the write that caused them.
        await new Promise((resolve) => setImmediate(resolve));
      } finally {
        process.off("warning", onWarning);
        spy.mockRestore();
      }
      expect(gzipStreams).toHaveLength(gzipCount);
      for (const stream of gzipStreams) expect(stream.listenerCount("drain")).toBeLessThanOrEqual(1);
      expect(warnings.filter((warning) => warning.name === "MaxListenersExceededWarning")).toEqual([]);
      // A long streamed download: about 1 s alone, several times that while a loaded suite shares the cores.
    },
    30_000,
  );
});
