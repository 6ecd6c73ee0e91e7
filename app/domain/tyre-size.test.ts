import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseTyreSize, sizeSearchKey, type SizeSystem, type TyreSize } from "./tyre-size";

type Unit = TyreSize["widthUnit"];
type Cons = TyreSize["construction"];
// input, normalized, width, unit, aspect, construction, rim, system, prefix, suffix, load "single/dual", speed
type Row = [string, string, number, Unit, number | null, Cons, number, SizeSystem, string | null, string | null, string | null, string | null];

const mm = "mm" as const;
const inch = "inch" as const;

// Real size strings from the shop's catalogue, legacy files and common market sizes.
const SIZES: Row[] = [
  // car, metric
  ["205/55R16 91V", "205/55R16", 205, mm, 55, "R", 16, "metric", null, null, "91", "V"],
  ["205/55r16", "205/55R16", 205, mm, 55, "R", 16, "metric", null, null, null, null],
  ["205 / 55 R 16 91 V", "205/55R16", 205, mm, 55, "R", 16, "metric", null, null, "91", "V"],
  ["225/45ZR17 94Y XL", "225/45ZR17", 225, mm, 45, "R", 17, "metric", null, null, "94", "Y"],
  ["195/65R15 91H", "195/65R15", 195, mm, 65, "R", 15, "metric", null, null, "91", "H"],
  ["245/40R18 97W XL", "245/40R18", 245, mm, 40, "R", 18, "metric", null, null, "97", "W"],
  ["275/35ZR19 (100Y)", "275/35ZR19", 275, mm, 35, "R", 19, "metric", null, null, "100", "(Y)"],
  ["255/35R20 97Y", "255/35R20", 255, mm, 35, "R", 20, "metric", null, null, "97", "Y"],
  ["175/65R14 82T", "175/65R14", 175, mm, 65, "R", 14, "metric", null, null, "82", "T"],
  ["155/80R13 79T", "155/80R13", 155, mm, 80, "R", 13, "metric", null, null, "79", "T"],
  ["P215/65R15 95H", "P215/65R15", 215, mm, 65, "R", 15, "metric", "P", null, "95", "H"],
  ["p225/60r16 97s", "P225/60R16", 225, mm, 60, "R", 16, "metric", "P", null, "97", "S"],
  ["T125/70R17 98M", "T125/70R17", 125, mm, 70, "R", 17, "metric", "T", null, "98", "M"],
  // commercial and light truck
  ["195/70R15C 104/102R", "195/70R15C", 195, mm, 70, "R", 15, "metric", null, "C", "104/102", "R"],
  ["215/65 R16C 109/107T", "215/65R16C", 215, mm, 65, "R", 16, "metric", null, "C", "109/107", "T"],
  ["225/70R15 C 112/110R", "225/70R15C", 225, mm, 70, "R", 15, "metric", null, "C", "112/110", "R"],
  ["185R14C 102/100Q", "185R14C", 185, mm, null, "R", 14, "metric", null, "C", "102/100", "Q"],
  ["LT265/70R17 121/118S", "LT265/70R17", 265, mm, 70, "R", 17, "metric", "LT", null, "121/118", "S"],
  ["LT245/75R16 120/116Q", "LT245/75R16", 245, mm, 75, "R", 16, "metric", "LT", null, "120/116", "Q"],
  ["ST205/75R15", "ST205/75R15", 205, mm, 75, "R", 15, "metric", "ST", null, null, null],
  ["ST225/75R15 117/112L", "ST225/75R15", 225, mm, 75, "R", 15, "metric", "ST", null, "117/112", "L"],
  ["7.50R16LT 122/118L", "7.50R16LT", 7.5, inch, null, "R", 16, "numeric", null, "LT", "122/118", "L"],
  // flotation
  ["35x12.50R20LT", "35x12.50R20LT", 12.5, inch, null, "R", 20, "flotation", null, "LT", null, null],
  ["35X12.50R20LT 121Q", "35x12.50R20LT", 12.5, inch, null, "R", 20, "flotation", null, "LT", "121", "Q"],
  ["31x10.50R15", "31x10.50R15", 10.5, inch, null, "R", 15, "flotation", null, null, null, null],
  ["31 x 10.50 R15 109S", "31x10.50R15", 10.5, inch, null, "R", 15, "flotation", null, null, "109", "S"],
  ["33x12.50-15", "33x12.50-15", 12.5, inch, null, "-", 15, "flotation", null, null, null, null],
  // truck and bus
  ["11R22.5", "11R22.5", 11, inch, null, "R", 22.5, "numeric", null, null, null, null],
  ["11 R22.5 148/145M", "11R22.5", 11, inch, null, "R", 22.5, "numeric", null, null, "148/145", "M"],
  ["10 R22.5", "10R22.5", 10, inch, null, "R", 22.5, "numeric", null, null, null, null],
  ["9R22.5", "9R22.5", 9, inch, null, "R", 22.5, "numeric", null, null, null, null],
  ["12R22.5 152/148L", "12R22.5", 12, inch, null, "R", 22.5, "numeric", null, null, "152/148", "L"],
  ["10R17.5", "10R17.5", 10, inch, null, "R", 17.5, "numeric", null, null, null, null],
  ["11R24.5", "11R24.5", 11, inch, null, "R", 24.5, "numeric", null, null, null, null],
  ["12.00R20", "12.00R20", 12, inch, null, "R", 20, "numeric", null, null, null, null],
  ["12.00R20 18PR 154/150K", "12.00R20", 12, inch, null, "R", 20, "numeric", null, null, "154/150", "K"],
  ["10.00R20", "10.00R20", 10, inch, null, "R", 20, "numeric", null, null, null, null],
  ["11.00R22", "11.00R22", 11, inch, null, "R", 22, "numeric", null, null, null, null],
  ["12.00R24", "12.00R24", 12, inch, null, "R", 24, "numeric", null, null, null, null],
  ["12.00-20", "12.00-20", 12, inch, null, "-", 20, "numeric", null, null, null, null],
  ["7.50-16", "7.50-16", 7.5, inch, null, "-", 16, "numeric", null, null, null, null],
  ["315/80R22.5 156/150L", "315/80R22.5", 315, mm, 80, "R", 22.5, "metric", null, null, "156/150", "L"],
  ["315/80 R22.5 156/150L", "315/80R22.5", 315, mm, 80, "R", 22.5, "metric", null, null, "156/150", "L"],
  ["315/70 R22.5 156/150L", "315/70R22.5", 315, mm, 70, "R", 22.5, "metric", null, null, "156/150", "L"],
  ["295/75R22.5 146/143L", "295/75R22.5", 295, mm, 75, "R", 22.5, "metric", null, null, "146/143", "L"],
  ["385/65R22.5 160K", "385/65R22.5", 385, mm, 65, "R", 22.5, "metric", null, null, "160", "K"],
  ["255/70R22.5", "255/70R22.5", 255, mm, 70, "R", 22.5, "metric", null, null, null, null],
  ["215/75R17.5", "215/75R17.5", 215, mm, 75, "R", 17.5, "metric", null, null, null, null],
  ["225/70R19.5", "225/70R19.5", 225, mm, 70, "R", 19.5, "metric", null, null, null, null],
  ["385/55R19.5", "385/55R19.5", 385, mm, 55, "R", 19.5, "metric", null, null, null, null],
  ["285/75R24.5", "285/75R24.5", 285, mm, 75, "R", 24.5, "metric", null, null, null, null],
  ["305/75R24.5", "305/75R24.5", 305, mm, 75, "R", 24.5, "metric", null, null, null, null],
  ["445/45R19.5 160J", "445/45R19.5", 445, mm, 45, "R", 19.5, "metric", null, null, "160", "J"],
  ["315/80R22,5 156/150L", "315/80R22.5", 315, mm, 80, "R", 22.5, "metric", null, null, "156/150", "L"],
  // motorcycle
  ["120/70ZR17 (58W)", "120/70ZR17", 120, mm, 70, "R", 17, "metric", null, null, "58", "W"],
  ["120/70ZR17(58W)", "120/70ZR17", 120, mm, 70, "R", 17, "metric", null, null, "58", "W"],
  ["180/55ZR17 73W", "180/55ZR17", 180, mm, 55, "R", 17, "metric", null, null, "73", "W"],
  ["190/50 ZR 17 (73W)", "190/50ZR17", 190, mm, 50, "R", 17, "metric", null, null, "73", "W"],
  ["130/90-16", "130/90-16", 130, mm, 90, "-", 16, "metric", null, null, null, null],
  ["130/90B16 73H", "130/90B16", 130, mm, 90, "B", 16, "metric", null, null, "73", "H"],
  ["90/90-21 54H", "90/90-21", 90, mm, 90, "-", 21, "metric", null, null, "54", "H"],
  ["3.00-18 47P", "3.00-18", 3, inch, null, "-", 18, "motorcycle-inch", null, null, "47", "P"],
  ["2.75-17", "2.75-17", 2.75, inch, null, "-", 17, "motorcycle-inch", null, null, null, null],
  ["4.10-18 59P", "4.10-18", 4.1, inch, null, "-", 18, "motorcycle-inch", null, null, "59", "P"],
  // agricultural and off-road (OTR)
  ["480/70R38", "480/70R38", 480, mm, 70, "R", 38, "agricultural", null, null, null, null],
  ["480/70R38 145A8/142B", "480/70R38", 480, mm, 70, "R", 38, "agricultural", null, null, "145", "A8"],
  ["VF710/70R42", "VF710/70R42", 710, mm, 70, "R", 42, "agricultural", "VF", null, null, null],
  ["18.4-30", "18.4-30", 18.4, inch, null, "-", 30, "agricultural", null, null, null, null],
  ["18.4R38 146A8", "18.4R38", 18.4, inch, null, "R", 38, "agricultural", null, null, "146", "A8"],
  ["10.0/75-15.3", "10.0/75-15.3", 10, inch, 75, "-", 15.3, "numeric", null, null, null, null],
  ["23.5R25", "23.5R25", 23.5, inch, null, "R", 25, "numeric", null, null, null, null],
  ["17.5-25", "17.5-25", 17.5, inch, null, "-", 25, "numeric", null, null, null, null],
  ["29.5R25", "29.5R25", 29.5, inch, null, "R", 25, "numeric", null, null, null, null],
  ["14.00D24", "14.00D24", 14, inch, null, "D", 24, "numeric", null, null, null, null],
];

describe("parseTyreSize reads real size strings", () => {
  it("the table covers at least 60 sizes", () => {
    expect(SIZES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(SIZES)("%s → %s", (input, normalized, width, unit, aspect, cons, rim, system, prefix, suffix, load, speed) => {
    const result = parseTyreSize(input);
    if (!result.ok) throw new Error(result.error);
    const { size } = result;
    expect(size.normalized).toBe(normalized);
    expect(size.searchKey).toBe(normalized.replace(/[^0-9.]/g, ""));
    expect([size.width, size.widthUnit, size.aspectRatio, size.construction, size.rimDiameter]).toEqual([width, unit, aspect, cons, rim]);
    expect([size.system, size.prefix, size.suffix]).toEqual([system, prefix, suffix]);
    const [single, dual] = load === null ? [] : load.split("/").map(Number);
    expect(size.loadIndex).toEqual(load === null ? null : { single, dual: dual ?? null });
    expect(size.speedSymbol).toBe(speed);
  });

  it.each([
    ["315/80R22.5", "3158022.5"],
    ["11R22.5", "1122.5"],
    ["35x12.50R20LT", "3512.5020"],
    ["LT265/70R17", "2657017"],
  ])("search key of %s is %s", (input, key) => {
    const result = parseTyreSize(input);
    expect(result.ok && result.size.searchKey).toBe(key);
  });
});

describe("legacy typos parse, with a warning that names the oddity", () => {
  it.each([
    ["235/775R17.5", "235/775R17.5", /aspect ratio 775 is unusual/],
    ["265/770R19.5", "265/770R19.5", /aspect ratio 770 is unusual/],
    ["120.00R15TR", "120.00R15TR", /suffix 'TR' is not a standard size marking/],
    ["120.00R15TR", "120.00R15TR", /width 120.00 is unusual/],
    ["1200R20", "12.00R20", /read width 1200 as 12.00/],
    ["750R16", "7.50R16", /read width 750 as 7.50/],
    ["315/80R22.5 156/150L (154M)", "315/80R22.5", /second service description '\(154M\)' ignored/],
    ["205/55R16 91V FOO", "205/55R16", /ignored 'FOO'/],
  ])("%s → %s", (input, normalized, warning) => {
    const result = parseTyreSize(input);
    if (!result.ok) throw new Error(result.error);
    expect(result.size.normalized).toBe(normalized);
    expect(result.warnings.join("; ")).toMatch(warning);
  });

  it("reads 120.00R15TR as a 120.00 numeric width on a 15 rim", () => {
    const result = parseTyreSize("120.00R15TR");
    expect(result.ok && [result.size.width, result.size.widthUnit, result.size.rimDiameter, result.size.suffix]).toEqual([120, "inch", 15, "TR"]);
  });

  it("clean sizes carry no warnings", () => {
    for (const input of ["315/80R22.5 156/150L", "205/55R16 91V", "3.00-18 47P", "12.00R20 18PR"]) {
      const result = parseTyreSize(input);
      expect(result.ok && result.warnings).toEqual([]);
    }
  });
});

describe("markings after the size", () => {
  it.each<[string, Partial<TyreSize>]>([
    ["225/45ZR17 94Y XL", { reinforced: true, runFlat: false }],
    ["205/55R16 91V extra load", { reinforced: true }],
    ["225/45R17 91W RFT", { runFlat: true, reinforced: false }],
    ["245/45R18 ZP", { runFlat: true }],
    ["12.00R20 18PR 154/150K", { plyRating: 18, tubeless: null }],
    ["11R22.5 PR16 TL", { plyRating: 16, tubeless: true }],
    ["11R22.5TL", { tubeless: true, suffix: null }],
    ["12.00-20 TT", { tubeless: false }],
    ["225/45ZR17", { speedInSize: "Z" }],
    ["205/55VR16", { speedInSize: "V", normalized: "205/55VR16" }],
    ["35x12.50R20LT", { overallDiameter: 35 }],
  ])("%s", (input, expected) => {
    const result = parseTyreSize(input);
    if (!result.ok) throw new Error(result.error);
    expect(result.size).toMatchObject(expected);
  });
});

describe("parseTyreSize refuses what is not a size, and says why", () => {
  it.each([
    ["", "size is empty"],
    ["   ", "size is empty"],
    ["abc", "could not read a tyre size from 'abc'"],
    ["Michelin X Multi", "could not read a tyre size from 'Michelin X Multi'"],
    ["315 80 22.5", "could not read a tyre size from '315 80 22.5'"],
    ["205/55R99", "rim diameter 99 is not a tyre rim size"],
    ["205/55R16.7", "rim diameter 16.7 is not a tyre rim size"],
    ["205/55R2", "rim diameter 2 is not a tyre rim size"],
    ["0R22.5", "width 0 is not a tyre width"],
    ["1200/70R22.5", "width 1200 is not a tyre width"],
  ])("%j → %s", (input, error) => {
    expect(parseTyreSize(input)).toEqual({ ok: false, error });
  });
});

describe("size properties", () => {
  const validInputs = fc.constantFrom(...SIZES.map((row) => row[0]));

  it("the normalized size re-parses to itself", () => {
    fc.assert(
      fc.property(validInputs, (input) => {
        const first = parseTyreSize(input);
        if (!first.ok) throw new Error(first.error);
        const again = parseTyreSize(first.size.normalized);
        expect(again.ok && again.size.normalized).toBe(first.size.normalized);
        expect(again.ok && again.size.searchKey).toBe(first.size.searchKey);
      }),
    );
  });

  it("case and spacing do not change the result", () => {
    const spacing = fc.constantFrom(" ", "  ", "\t");
    fc.assert(
      fc.property(validInputs, fc.boolean(), spacing, (input, lower, gap) => {
        const base = parseTyreSize(input);
        const varied = (lower ? input.toLowerCase() : input.toUpperCase()).replace(/ /g, gap);
        const result = parseTyreSize(`${gap}${varied}${gap}`);
        expect(result.ok && result.size).toEqual(base.ok && base.size);
      }),
    );
  });

  it("the key of a generated metric size matches how people type it", () => {
    const widths = fc.integer({ min: 13, max: 45 }).map((n) => n * 10 + 5);
    const aspects = fc.integer({ min: 5, max: 16 }).map((n) => n * 5);
    const rims = fc.constantFrom("13", "14", "15", "16", "17", "17.5", "19.5", "22.5", "24.5");
    fc.assert(
      fc.property(widths, aspects, rims, (w, a, r) => {
        const parsed = parseTyreSize(`${w}/${a}R${r}`);
        if (!parsed.ok) throw new Error(parsed.error);
        const key = parsed.size.searchKey;
        for (const typed of [`${w}/${a} R${r}`, `${w} ${a} ${r}`, `${w}${a}${r}`, `${w}/${a}r${r} 156/150L`, `${w}-${a}-${r}`]) {
          expect(sizeSearchKey(typed)).toBe(key);
        }
      }),
    );
  });
});

describe("sizeSearchKey", () => {
  it.each([
    ["315/80R22.5", "3158022.5"],
    ["315/80 R22.5", "3158022.5"],
    ["315 80 22.5", "3158022.5"],
    ["3158022.5", "3158022.5"],
    ["315/80r22.5 156/150L", "3158022.5"],
    ["315 80 22.5 156/150L", "3158022.5"],
    ["315/80 R22,5", "3158022.5"],
    ["11 R 22.5", "1122.5"],
    ["35x12.50R20LT", "3512.5020"],
    ["1200R20", "12.0020"],
    ["12.00 20", "12.0020"],
    ["315/80", "31580"],
  ])("%j → %s", (query, key) => {
    expect(sizeSearchKey(query)).toBe(key);
  });

  it.each(["michelin", "Michelin 315/80R22.5", "abc 123", "", "   ", "R", "7"])("%j is not a size", (query) => {
    expect(sizeSearchKey(query)).toBeNull();
  });
});
