import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { pack, unpack, type Packed } from "./packed-loader-data";

/** What the browser gets: the packed object as it travels, a new object with the same JSON text. */
function inTheBrowser<T>(packed: Packed<T>): Packed<T> {
  return JSON.parse(JSON.stringify(packed)) as Packed<T>;
}

describe("packed loader data", () => {
  it.each([
    ["a page of cards", { tyres: [{ id: 1, brand: "Michelin", price: 39_600, offerPrice: null }], total: 1 }],
    ["text that needs escaping", { title: "</script><script>alert(1)</script>", note: "ü ß — € 😀 \u2028" }],
    ["nested lists", { counts: { brand: [["Michelin", 3]], season: [] }, selection: {} }],
    ["nothing found", { tyres: [], total: 0, query: "" }],
  ])("gives the server its own object and the browser an equal one: %s", (_name, data) => {
    const packed = pack(data);
    expect(Object.keys(packed)).toEqual(["json"]);
    expect(unpack(packed)).toBe(data);
    const sent = inTheBrowser(packed);
    expect(unpack(sent)).toEqual(data);
    expect(unpack(sent)).toBe(unpack(sent));
  });

  it("drops keys whose value is undefined, which read the same in the browser", () => {
    const data = { searchError: undefined as string | undefined, page: 1 };
    const received = unpack(inTheBrowser(pack(data)));
    expect(received.searchError).toBeUndefined();
    expect(received.page).toBe(1);
  });

  it("round-trips any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const data = { value: value as unknown };
        expect(unpack(inTheBrowser(pack(data)))).toEqual(JSON.parse(JSON.stringify(data)));
      }),
    );
  });
});
