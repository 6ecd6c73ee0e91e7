import { describe, expect, it } from "vitest";
import { MemoryCache } from "./memory-cache";

const entry = (bytes: number, name = "x") => ({ bytes, name });

describe("MemoryCache", () => {
  it("evicts the least recently used entries once the bytes run out", () => {
    const cache = new MemoryCache<ReturnType<typeof entry>>(100);
    cache.set("a", entry(40, "a"));
    cache.set("b", entry(40, "b"));
    expect(cache.get("a")?.name).toBe("a"); // a is now the most recent
    cache.set("c", entry(40, "c"));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.name).toBe("a");
    expect(cache.get("c")?.name).toBe("c");
    expect(cache.usedBytes).toBe(80);
  });

  it("replaces an entry under the same key and keeps count of the bytes", () => {
    const cache = new MemoryCache<ReturnType<typeof entry>>(100);
    cache.set("a", entry(30));
    cache.set("a", entry(50, "newer"));
    expect(cache.size).toBe(1);
    expect(cache.usedBytes).toBe(50);
    expect(cache.get("a")?.name).toBe("newer");
    cache.delete("a");
    expect(cache.usedBytes).toBe(0);
  });

  it("never holds an entry larger than all its room", () => {
    const cache = new MemoryCache<ReturnType<typeof entry>>(100);
    cache.set("a", entry(20));
    cache.set("huge", entry(101));
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
  });
});
