// Reads the catalogue revision for every request without a query per request: requests that
// arrive while a read is under way share the next read, which starts after they arrived. So a
// request that comes after an import committed always sees the new revision (on every process,
// whatever wrote it), and the database answers at most one revision query at a time per process.

export type RevisionRead<T = number> = () => Promise<T>;

export function createRevisionReader<T = number>(read: RevisionRead<T>): RevisionRead<T> {
  let current: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const started = read().finally(() => {
      if (current === started) current = null;
    });
    current = started;
    return started;
  };
  return () => {
    if (current === null) return start();
    // The read under way may have started before this request arrived: wait for a fresh one.
    next ??= current
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = null;
        return current ?? start();
      });
    return next;
  };
}
