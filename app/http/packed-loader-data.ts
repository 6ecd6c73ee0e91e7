// A loader's data as one JSON text (decision 184). React Router writes every value of a
// page's loader data into the page with turbo-stream, which walks it value by value: the home
// page's 24 explorer tyres cost about 0.8 ms of a 5 ms signed-in render. One JSON.stringify of the
// same data costs about 0.05 ms, and the browser parses it once. On the server the component reads
// the very object the loader returned; in the browser the text is parsed once per loader answer.
//
// Only data that survives JSON unchanged may be packed (no Date, Map, Set, bigint or undefined in
// arrays); the type below refuses the first four at compile time, and the pages' hydration tests
// catch a difference the browser would see.

declare const packedData: unique symbol;

/** Loader data sent as JSON text; `unpack` gives the data back. */
export interface Packed<T> {
  readonly json: string;
  /** Only carries the type: never set. */
  readonly [packedData]?: T;
}

type Unpackable = Date | Map<unknown, unknown> | Set<unknown> | bigint | symbol | ((...args: never[]) => unknown);
/** T itself when it survives JSON.stringify and JSON.parse unchanged, else never. */
export type JsonSafe<T> = T extends Unpackable ? never : T extends object ? { [K in keyof T]: JsonSafe<T[K]> } : T;

/** The objects this process packed, with the data they came from. */
const packedHere = new WeakMap<object, unknown>();
/** What each packed answer parsed to in the browser, so a render does not parse it again. */
const parsed = new WeakMap<object, unknown>();

export function pack<T>(data: T & JsonSafe<T>): Packed<T> {
  const packed: Packed<T> = { json: JSON.stringify(data) };
  packedHere.set(packed, data);
  return packed;
}

export function unpack<T>(packed: Packed<T>): T {
  if (packedHere.has(packed)) return packedHere.get(packed) as T;
  if (!parsed.has(packed)) parsed.set(packed, JSON.parse(packed.json));
  return parsed.get(packed) as T;
}
