// A real SMTP server on a loopback port that keeps what it receives, for tests of e-mail flows.
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The body with quoted-printable soft breaks and escapes undone, good enough to find links. */
  text: string;
}

export interface TestSmtpServer {
  url: string;
  messages: ReceivedMail[];
  /** Waits for a message to the address and returns it. */
  waitForMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** From now on a message's data is read but not answered (the sender waits mid-send) until release(). */
  hold(): void;
  /** Answers the held messages (250) and stops holding. */
  release(): void;
  /** How many messages wait for release(). */
  held(): number;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  let holding = false;
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const accept = () => {
          messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeQuotedPrintable(raw) });
          callback();
        };
        if (holding) waiting.push(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitForMail(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.findLast((m) => m.to.includes(to));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
    },
    hold: () => void (holding = true),
    release() {
      holding = false;
      for (const accept of waiting.splice(0)) accept();
    },
    held: () => waiting.length,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
