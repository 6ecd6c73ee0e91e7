// Reads the catalogue revision for every request without a query per request: the requests that
// arrive in one turn of the event loop share one read, which starts at the end of that turn,
// after all of them arrived. So a request that comes after an import committed always sees the
// new revision (on every process, whatever wrote it).
//
// One read runs at a time by default: a turn's requests that find one under way keep gathering
// until it comes back, and share the read that starts then. Gathering by turn let the
// render cache answer 27% more kept pages a second on SQLite, where a read finishes before the
// next request comes in and so was made once per request. Two or any number of reads at once on
// PostgreSQL gained 0-8% and doubled to quintupled the p99 (scripts/bench-ab.ts).

export type RevisionRead<T = number> = () => Promise<T>;

/** Reads of the revision under way at once, per reader (per process). */
const READS_AT_ONCE = 1;

export function createRevisionReader<T = number>(read: RevisionRead<T>, readsAtOnce = READS_AT_ONCE): RevisionRead<T> {
  let gathering: Promise<T> | null = null;
  let running = 0;
  let queued: (() => void) | null = null;
  const start = (resolve: (value: T) => void, reject: (reason: unknown) => void) => {
    // From here on, a request that arrives gathers for the next read.
    gathering = null;
    running++;
    read()
      .finally(() => {
        running--;
        const next = queued;
        queued = null;
        next?.();
      })
      .then(resolve, reject);
  };
  return () =>
    (gathering ??= new Promise<T>((resolve, reject) => {
      setImmediate(() => {
        if (running < readsAtOnce) start(resolve, reject);
        else queued = () => start(resolve, reject);
      });
    }));
}
