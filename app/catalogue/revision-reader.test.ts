import { describe, expect, it } from "vitest";
import { createRevisionReader } from "./revision-reader";

/** A database stand-in whose reads finish only when the test says so, returning the revision at their start. */
function controlledReads() {
  let revision = 1;
  const reads: Array<{ seen: number; finish: () => void }> = [];
  const read = () =>
    new Promise<number>((ok) => {
      const seen = revision;
      reads.push({ seen, finish: () => ok(seen) });
    });
  return { read, reads, bump: () => revision++ };
}

describe("createRevisionReader", () => {
  it("shares one read among the requests that arrive before it starts, and at most one read runs at a time", async () => {
    const db = controlledReads();
    const current = createRevisionReader(db.read);
    const first = current();
    const second = current();
    const third = current();
    expect(db.reads).toHaveLength(1);
    db.reads[0]!.finish();
    await expect(first).resolves.toBe(1);
    // The read under way may predate the second and third request: they get the next one, together.
    await new Promise((r) => setImmediate(r));
    expect(db.reads).toHaveLength(2);
    db.reads[1]!.finish();
    await expect(second).resolves.toBe(1);
    await expect(third).resolves.toBe(1);
  });

  it("never answers a request with a read that started before it arrived, so an import is seen at once", async () => {
    const db = controlledReads();
    const current = createRevisionReader(db.read);
    const early = current();
    db.bump(); // an import commits while the first read is under way
    const late = current();
    db.reads[0]!.finish();
    await expect(early).resolves.toBe(1);
    await new Promise((r) => setImmediate(r));
    db.reads[1]!.finish();
    await expect(late).resolves.toBe(2);
  });

  it("starts afresh after a failed read", async () => {
    let fail = true;
    const current = createRevisionReader(async () => {
      if (fail) throw new Error("database away");
      return 7;
    });
    await expect(current()).rejects.toThrow("database away");
    fail = false;
    await expect(current()).resolves.toBe(7);
  });
});
