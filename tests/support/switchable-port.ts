// A TCP port that can be taken down and brought back: forwards to a target while up, refuses
// connections (nothing listens) while down. Stands in for a mail server that is away.
import { createServer, connect, type Server, type Socket } from "node:net";
import { freePort } from "../../scripts/support/app-process";

export interface SwitchablePort {
  port: number;
  url(scheme: string): string;
  up(): Promise<void>;
  /** Stops listening and cuts open connections: new connections are refused. */
  down(): Promise<void>;
  /** Connections refused or cut while down. */
  isUp(): boolean;
}

export async function switchablePort(targetPort: number, options: { up?: boolean } = {}): Promise<SwitchablePort> {
  const port = await freePort();
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  const forward = (client: Socket) => {
    const upstream = connect(targetPort, "127.0.0.1");
    sockets.add(client).add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.pipe(upstream).pipe(client);
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  };
  const api: SwitchablePort = {
    port,
    url: (scheme) => `${scheme}://127.0.0.1:${port}`,
    isUp: () => server !== null,
    async up() {
      if (server) return;
      const s = createServer(forward);
      await new Promise<void>((ok, fail) => {
        s.once("error", fail);
        s.listen(port, "127.0.0.1", ok);
      });
      server = s;
    },
    async down() {
      const s = server;
      server = null;
      if (!s) return;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await new Promise<void>((ok) => s.close(() => ok()));
    },
  };
  if (options.up ?? true) await api.up();
  return api;
}
