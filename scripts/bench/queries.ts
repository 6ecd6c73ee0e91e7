// Realistic search and suggestion queries for the benchmark, drawn from a catalogue file with a
// seeded generator: sizes in the spellings buyers type, brands, patterns, models and mixes of them.
import { mulberry32 } from "../catalogue/seeded-random";

interface EntryFacts {
  brand: string;
  model: string;
  size: string;
  pattern: string | null;
}

/** Every tyre entry of a nested catalogue file (objects that have a brand and a size). */
function entriesOf(file: unknown, pattern: string | null = null, found: EntryFacts[] = []): EntryFacts[] {
  if (Array.isArray(file)) {
    for (const item of file) entriesOf(item, pattern, found);
  } else if (file && typeof file === "object") {
    const record = file as Record<string, unknown>;
    if (typeof record.brand === "string" && typeof record.size === "string") {
      found.push({
        brand: record.brand,
        model: typeof record.model === "string" ? record.model : "",
        size: record.size,
        pattern: typeof record.pattern === "string" ? record.pattern : pattern,
      });
    } else {
      for (const [key, value] of Object.entries(record)) entriesOf(value, Array.isArray(value) ? key : pattern, found);
    }
  }
  return found;
}

const SPELLINGS: Array<(e: EntryFacts) => string | null> = [
  (e) => e.size,
  (e) => sizeParts(e.size)?.join(" ") ?? null,
  (e) => sizeParts(e.size)?.join("") ?? null,
  (e) => sizeParts(e.size)?.slice(0, 2).join("/") ?? null,
  (e) => e.brand,
  (e) => (e.pattern ? `${e.brand} ${e.pattern}` : null),
  (e) => e.model || null,
  (e) => (e.model ? `${e.brand} ${e.model}` : null),
  (e) => (e.model.length > 5 ? e.model.slice(0, 5) : null),
  (e) => (sizeParts(e.size) ? `${e.brand} ${sizeParts(e.size)!.slice(0, 2).join("/")}` : null),
  (e) => (sizeParts(e.size) ? `R${sizeParts(e.size)![2]}` : null),
];

function sizeParts(size: string): [string, string, string] | null {
  const match = /^(\d{3})\/(\d{2})\s*Z?R(\d{2}(?:\.5)?)/i.exec(size);
  return match ? [match[1]!, match[2]!, match[3]!] : null;
}

/** `count` distinct search queries (lower and mixed case as typed). */
export function searchQueries(file: unknown, count: number, seed = 7): string[] {
  const entries = entriesOf(file);
  const random = mulberry32(seed);
  const queries = new Set<string>();
  for (let tries = 0; queries.size < count && tries < count * 50; tries++) {
    const entry = entries[Math.floor(random() * entries.length)]!;
    const query = SPELLINGS[Math.floor(random() * SPELLINGS.length)]!(entry);
    if (query) queries.add(random() < 0.5 ? query.toLowerCase() : query);
  }
  return [...queries];
}

/** `count` distinct prefixes of what buyers type into the header box. */
export function suggestQueries(file: unknown, count: number, seed = 11): string[] {
  const entries = entriesOf(file);
  const random = mulberry32(seed);
  const queries = new Set<string>();
  for (let tries = 0; queries.size < count && tries < count * 50; tries++) {
    const entry = entries[Math.floor(random() * entries.length)]!;
    const source = [entry.brand, `${entry.brand} ${entry.model}`, entry.size, entry.model][Math.floor(random() * 4)]!;
    const length = 2 + Math.floor(random() * Math.max(1, Math.min(12, source.length - 1)));
    const prefix = source.slice(0, length).toLowerCase().trim();
    if (prefix.length >= 2) queries.add(prefix);
  }
  return [...queries];
}
