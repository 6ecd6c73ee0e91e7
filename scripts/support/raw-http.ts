// A GET on a connection of its own, with the body exactly as sent (still compressed): for the render
// cache's tests and the benchmark, which must see codings and take turns across server processes.
import { request } from "node:http";
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
