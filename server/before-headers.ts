// Runs a function just before a response's headers are sent, whoever sends them (Express, React
// Router, the render cache), so a middleware can settle a header from what the route decided.
import type { ServerResponse } from "node:http";

export function beforeHeaders(res: ServerResponse, settle: (args: unknown[]) => void): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = (...args: unknown[]) => {
    settle(args);
    return writeHead(...args);
  };
}
