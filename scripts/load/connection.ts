// One keep-alive HTTP/1.1 connection of the load driver: requests on it go one after another over
// the same socket (as a browser tab's), so N of these are N connections to the server.
import { Agent, request } from "node:http";

export interface LoadResponse {
  status: number;
  setCookies: string[];
  body: string;
}

export interface LoadRequest {
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export class LoadConnection {
  readonly #agent = new Agent({ keepAlive: true, maxSockets: 1 });
  constructor(readonly baseUrl: string) {}

  send({ method = "GET", path, headers = {}, body }: LoadRequest, timeoutMs = 30_000): Promise<LoadResponse> {
    return new Promise((ok, fail) => {
      const req = request(
        this.baseUrl + path,
        { method, agent: this.#agent, headers: { "accept-encoding": "identity", ...headers }, timeout: timeoutMs },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => ok({ status: res.statusCode ?? 0, setCookies: ([] as string[]).concat(res.headers["set-cookie"] ?? []), body: text }));
          res.on("error", fail);
        },
      );
      req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      req.on("error", fail);
      req.end(body);
    });
  }

  close(): void {
    this.#agent.destroy();
  }
}

/** The session cookie pairs a sign-up or sign-in set, as one Cookie header. */
export function cookieHeaderOf(setCookies: string[]): string {
  return setCookies
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}
