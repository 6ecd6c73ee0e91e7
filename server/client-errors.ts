// Node answers a request it cannot parse by itself, before Express sees it: a URL and headers
// over 16 KiB (431), a broken request line (400), a request too slow to arrive (408), each with
// no body at all. The fuzz suite found those answers gave no reason; this writes the
// same statuses with a JSON `error`, as every other refusal has. Written to the socket, since
// such a request never becomes a request object.
import type { Server } from "node:http";
import type { Duplex } from "node:stream";

const REFUSALS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large", "the request line and headers may not be over 16 KiB"],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, "Payload Too Large", "chunk extensions too large"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout", "the request took too long to arrive"],
};
const NOT_HTTP: [number, string, string] = [400, "Bad Request", "the request is not valid HTTP"];

export function answerClientErrors(server: Server): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A connection already gone, or one with an answer under way, has nothing left to tell.
    if (error.code === "ECONNRESET" || !socket.writable || (socket as Duplex & { _httpMessage?: unknown })._httpMessage) {
      socket.destroy();
      return;
    }
    const [status, text, reason] = (error.code && Object.hasOwn(REFUSALS, error.code) ? REFUSALS[error.code] : undefined) ?? NOT_HTTP;
    const body = JSON.stringify({ error: reason });
    // Closed once written: an HTTP server's sockets stay half-open after end(), and a client
    // still dripping headers would keep this one (decision 194).
    socket.end(
      `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      () => socket.destroy(),
    );
  });
}
