// How long a client may take to send a request (decision 194), so a slow one cannot hold a
// connection for ever. Node bounds the request line and headers (headersTimeout), an idle
// kept-alive connection (keepAliveTimeout) and, as a backstop, any request at all (requestTimeout,
// BACKSTOP_MS after the upload deadline, the longest a request may take: level with it, Node's
// check came first on a busy machine and closed the connection with no answer at all, where the
// deadline here writes a 408 with its reason). A body has its own deadline here:
// HTTP_REQUEST_TIMEOUT_MS for a form or JSON, UPLOAD_TIMEOUT_MS for a catalogue upload, which must
// also bring UPLOAD_MIN_BYTES_PER_SECOND in every HTTP_REQUEST_TIMEOUT_MS stretch. And an answer sent
// before its request's body has arrived (a 401, 403 or 413 refusal) closes the connection after
// it, instead of reading the rest of a body nobody wants.
import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";
import { CATALOGUE_UPLOAD_PATHS } from "../app/admin/catalogue-upload-limit";
import { beforeHeaders } from "./before-headers";
import type { HttpLimits } from "./config";

/** How often Node looks for requests past their deadlines (30 s by its default): a deadline is kept to within this. */
export const CONNECTIONS_CHECKING_INTERVAL_MS = 1000;

/** How long after the upload deadline Node's own request deadline comes: every body has a deadline here first. */
const BACKSTOP_MS = 5 * CONNECTIONS_CHECKING_INTERVAL_MS;

/** Node's own limits on `server`, which must be created with CONNECTIONS_CHECKING_INTERVAL_MS. */
export function applyHttpLimits(server: Server, limits: HttpLimits): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.uploadTimeoutMs + BACKSTOP_MS;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
}

/** `listener` with a deadline on every request body, and early answers closing their connection. */
export function withRequestDeadlines(listener: RequestListener, limits: HttpLimits): RequestListener {
  return (req, res) => {
    if (hasBody(req)) watchBody(req, res, limits);
    listener(req, res);
  };
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

function isUpload(req: IncomingMessage): boolean {
  return req.method === "POST" && CATALOGUE_UPLOAD_PATHS.includes((req.url ?? "").split("?")[0]!);
}

function watchBody(req: IncomingMessage, res: ServerResponse, limits: HttpLimits): void {
  // Node would read (and throw away) the rest of the body to keep the connection: for a client
  // sending a byte a second, for as long as it likes.
  beforeHeaders(res, () => {
    if (!req.complete) res.setHeader("Connection", "close");
  });
  const socket = req.socket;
  const upload = isUpload(req);
  const timers: NodeJS.Timeout[] = [];
  const stop = () => timers.forEach((timer) => clearTimeout(timer));
  const cutOff = (reason: string) => {
    stop();
    if (req.complete) return;
    if (res.headersSent || !socket.writable) return void socket.destroy();
    const body = JSON.stringify({ error: reason });
    // Written to the socket as Node writes its own 408: the route may still hold the response.
    socket.end(
      `HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      () => socket.destroy(),
    );
  };
  if (!upload) {
    timers.push(setTimeout(() => cutOff(`the request body took longer than ${seconds(limits.requestTimeoutMs)} to arrive`), limits.requestTimeoutMs));
  } else {
    timers.push(setTimeout(() => cutOff(`a catalogue upload may take at most ${seconds(limits.uploadTimeoutMs)}`), limits.uploadTimeoutMs));
    // Measured on the socket: counting the body's own chunks would take them from the route.
    const stretchBytes = (limits.uploadMinBytesPerSecond * limits.requestTimeoutMs) / 1000;
    let readBefore = socket.bytesRead;
    const rate = setInterval(() => {
      const read = socket.bytesRead - readBefore;
      readBefore = socket.bytesRead;
      // A route that has not read what came (its buffer full, the socket paused) is slow itself.
      const routeBehind = req.readableLength >= req.readableHighWaterMark;
      if (read < stretchBytes && !routeBehind) cutOff(`a catalogue upload must arrive at ${limits.uploadMinBytesPerSecond} bytes a second or faster`);
    }, limits.requestTimeoutMs);
    timers.push(rate);
  }
  for (const timer of timers) timer.unref();
  res.once("close", stop);
  req.once("end", stop);
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
