// A kept-alive HTTP/1.1 answer without "Connection: keep-alive" and "Keep-Alive: timeout=5"
// (decision 331). HTTP/1.1 connections persist unless a side says "close" (RFC 9112, 9.3), and
// browsers do not read Keep-Alive's timeout; Node writes both on every answer all the same, 47
// bytes each, on the 14 answers of a first visit to /buy-now. nginx sends no Keep-Alive either.
// The connection is kept exactly as before: only the two redundant headers go. An answer that
// closes its connection still says "Connection: close" (the request asked for it, or a handler
// sets it, as request-deadlines.ts does), and HTTP/1.0 clients, whose connections close unless
// kept alive by name, get Node's headers unchanged.
import type { RequestListener } from "node:http";

export function withoutKeepAliveHeaders(listener: RequestListener): RequestListener {
  return (req, res) => {
    // Node then writes no Connection header of its own and keeps the connection as shouldKeepAlive says.
    if (res.shouldKeepAlive && req.httpVersionMajor === 1 && req.httpVersionMinor === 1) res.removeHeader("Connection");
    listener(req, res);
  };
}
