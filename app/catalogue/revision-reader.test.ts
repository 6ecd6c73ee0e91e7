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

const endOfTurn = () => new Promise((r) => setImmediate(r));

describe("createRevisionReader", () => {
  it("shares one read among the requests of one turn of the event loop, started after all of them", async () => {
    const db = controlledReads();
    const current = createRevisionReader(db.read);
    const first = current();
    const second = current();
    const third = current();
    expect(db.reads).toHaveLength(0);
    await endOfTurn();
    expect(db.reads).toHaveLength(1);
    db.reads[0]!.finish();
    await expect(Promise.all([first, second, third])).resolves.toEqual([1, 1, 1]);
  });

  it("never answers a request with a read that started before it arrived, so an import is seen at once", async () => {
    const db = controlledReads();
    const current = createRevisionReader(db.read, 2);
    const early = current();
    await endOfTurn();
    db.bump(); // an import commits while the first read is under way
    const late = current();
    await endOfTurn();
    // The later turn does not wait for the read under way: its own read has started.
    expect(db.reads.map((r) => r.seen)).toEqual([1, 2]);
    db.reads[1]!.finish();
    await expect(late).resolves.toBe(2);
    db.reads[0]!.finish();
    await expect(early).resolves.toBe(1);
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

describe("createRevisionReader, reads at once", () => {
  it("reads one at a time by default: a later turn gathers until the read under way comes back", async () => {
    const db = controlledReads();
    const current = createRevisionReader(db.read);
    const early = current();
    await endOfTurn();
    const late = [current()];
    await endOfTurn();
    late.push(current());
    await endOfTurn();
    expect(db.reads).toHaveLength(1);
    db.bump();
    db.reads[0]!.finish();
    await expect(early).resolves.toBe(1);
    await endOfTurn();
    expect(db.reads).toHaveLength(2);
    db.reads[1]!.finish();
    await expect(Promise.all(late)).resolves.toEqual([2, 2]);
  });

  it("lets a turn that finds the limit of reads under way gather until one comes back, then read for all of it", async () => {
    const db = controlledReads();
    const current = createRevisionReader(db.read, 2);
    const answers: Array<Promise<number>> = [];
    for (let turn = 0; turn < 3; turn++) {
      answers.push(current());
      await endOfTurn();
    }
    expect(db.reads).toHaveLength(2);
    db.bump(); // an import commits while the third turn's requests wait
    answers.push(current()); // a fourth request, in a later turn, joins the waiting batch
    await endOfTurn();
    expect(db.reads).toHaveLength(2);
    db.reads[0]!.finish();
    await expect(answers[0]).resolves.toBe(1);
    await endOfTurn();
    // The waiting batch's read starts only now, after every request in it arrived.
    expect(db.reads).toHaveLength(3);
    db.reads[2]!.finish();
    await expect(answers[2]).resolves.toBe(2);
    await expect(answers[3]).resolves.toBe(2);
    db.reads[1]!.finish();
    await expect(answers[1]).resolves.toBe(1);
  });
});
