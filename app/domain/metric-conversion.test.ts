import { describe, expect, it } from "vitest";
import { inchesToMillimetres, perMileToPerKilometre, poundsToKilograms, psiToKilopascals, thirtySecondsToMillimetres } from "./metric-conversion";

describe("inchesToMillimetres", () => {
  it.each([
    [42.3, 1074],
    [12.4, 315],
    [9, 229],
    [20, 508],
    [0.5, 13],
    [0, 0],
  ])("%s in is %s mm", (inches, mm) => {
    expect(inchesToMillimetres(inches)).toBe(mm);
  });
});

describe("thirtySecondsToMillimetres", () => {
  it.each([
    [26, 20.6],
    [32, 25.4],
    [10, 7.9],
    [8, 6.4],
    [0, 0],
  ])("%s/32 in is %s mm", (n, mm) => {
    expect(thirtySecondsToMillimetres(n)).toBe(mm);
  });
});

describe("poundsToKilograms: whole kg, nearest 5 kg from 1,000 kg, as load tables step", () => {
  it.each([
    // Load-index pairs: the pounds of the catalogue give back the table's kilograms.
    [8820, 4000], // 156
    [7385, 3350], // 150
    [9920, 4500], // 160
    [6010, 2725], // 143
    [5675, 2575], // 141
    [4540, 2060], // 133
    [1477, 670], // 94
    [1356, 615], // 91
    [520, 236], // 58
    [805, 365], // 73
    [2205, 1000], // 1,000.2 kg: the nearest 5
    [2194, 995], // 995.2 kg: still whole kilograms
    [140, 64],
    [7, 3],
  ])("%s lb is %s kg", (pounds, kg) => {
    expect(poundsToKilograms(pounds)).toBe(kg);
  });
});

describe("psiToKilopascals: to the nearest 10, as sidewalls print it", () => {
  it.each([
    [120, 830],
    [130, 900],
    [110, 760],
    [80, 550],
    [51, 350],
    [42, 290],
    [36, 250],
  ])("%s psi is %s kPa", (psi, kpa) => {
    expect(psiToKilopascals(psi)).toBe(kpa);
  });
});

describe("perMileToPerKilometre", () => {
  it.each([
    [491, 305],
    [836, 519],
    [1000, 621],
  ])("%s per mile is %s per km", (perMile, perKm) => {
    expect(perMileToPerKilometre(perMile)).toBe(perKm);
  });
});
