// The server's entry point. React chooses its development or production build when it is first
// imported, so NODE_ENV must be settled before any app module loads: a built app always runs
// React in production mode. The configuration still sees NODE_ENV as the operator declared it,
// so AUTH_SECRET is demanded only for a declared production, not for a local `npm start`.
// A server process forked by the primary (WEB_CONCURRENCY) inherits the settled NODE_ENV, so the
// primary passes on what the operator declared (serve.ts).
const DECLARED = "STOREFRONT_DECLARED_NODE_ENV";
const declaredEnv = DECLARED in process.env ? process.env[DECLARED] || undefined : process.env.NODE_ENV;
process.env.NODE_ENV ??= "production";

const { runFromCommandLine } = await import("./serve");

export async function start(): Promise<void> {
  await runFromCommandLine(declaredEnv);
}

await start().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
