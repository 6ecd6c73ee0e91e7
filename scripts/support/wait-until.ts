// Polls a condition until it holds or the time runs out: for a server or a queue that another
// process drives, where there is no event to wait on.

export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 20_000, what = "condition"): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}
