// A process's own copy of recently served cache entries, bounded by bytes and evicting the least
// recently used first (a Map keeps insertion order; a hit moves its key to the end).

export interface SizedEntry {
  bytes: number;
}

export class MemoryCache<T extends SizedEntry> {
  private readonly entries = new Map<string, T>();
  private used = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The entry without counting it as used. */
  peek(key: string): T | undefined {
    return this.entries.get(key);
  }

  set(key: string, entry: T): void {
    this.delete(key);
    if (entry.bytes > this.maxBytes) return;
    this.entries.set(key, entry);
    this.used += entry.bytes;
    for (const [oldest, old] of this.entries) {
      if (this.used <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.used -= old.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.used -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.used = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.used;
  }
}
