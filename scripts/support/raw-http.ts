// A GET on a connection of its own, with the body exactly as sent (still compressed): for the render
// cache's tests and the benchmark, which must see codings and take turns across server processes.
// And a request written byte for byte on a socket, for what no HTTP client sends.
import { request } from "node:http";
import { connect } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export function getRaw(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((ok, fail) => {
    const req = request(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", fail);
    });
    req.on("error", fail);
    req.end();
  });
}

/** The body as text, whatever coding it came in. */
export function decodedBody(response: RawResponse): string {
  const coding = response.headers["content-encoding"];
  const body = coding === "br" ? brotliDecompressSync(response.body) : coding === "gzip" ? gunzipSync(response.body) : response.body;
  return body.toString("utf8");
}

export interface SocketAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/**
 * Writes `head` (a request line and headers, without the blank line that ends them) exactly as
 * given on a new connection, with `Connection: close`, and reads the answer until the server
 * closes: for what an HTTP client would never send (a bad Host, an absolute-form target).
 */
export async function sendOnSocket(baseUrl: string, head: string): Promise<SocketAnswer> {
  return (await dripOnSocket(baseUrl, `${head}\r\nConnection: close\r\n\r\n`, "", 0)).answer;
}

/**
 * Writes `start` at once, then `chunk` every `everyMs` (none when 0) until the server closes the
 * connection: a slow client. Resolves with the answer and how long the server kept the connection.
 */
export function dripOnSocket(baseUrl: string, start: string, chunk: string, everyMs: number): Promise<{ answer: SocketAnswer; closedAfterMs: number }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((ok, fail) => {
    const socket = connect(Number(port), hostname);
    const startedAt = performance.now();
    const chunks: Buffer[] = [];
    let drip: NodeJS.Timeout | undefined;
    socket.on("data", (data: Buffer) => chunks.push(data));
    // Writing to a connection the server has just closed is what a slow client meets.
    socket.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : fail(error)));
    socket.on("close", () => {
      clearInterval(drip);
      ok({ answer: parseAnswer(Buffer.concat(chunks).toString("utf8")), closedAfterMs: performance.now() - startedAt });
    });
    socket.write(start);
    if (everyMs > 0) drip = setInterval(() => socket.writable && socket.write(chunk), everyMs);
  });
}

function parseAnswer(text: string): SocketAnswer {
  const end = text.indexOf("\r\n\r\n");
  const [statusLine = "", ...lines] = text.slice(0, end === -1 ? text.length : end).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(" ")[1]), headers, body: end === -1 ? "" : text.slice(end + 4) };
}
