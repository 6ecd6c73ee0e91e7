import { describe, expect, it } from "vitest";
import { figureText, lengthFigure, loadPressureFigure, revsPerMileFigure, treadDepthFigure } from "./spec-figures";

describe("loadPressureFigure: pounds and psi with kilograms and kPa beside them", () => {
  it.each([
    ["8820lb/130psi", "8,820 lb at 130 psi", "4,000 kg at 900 kPa"],
    ["1477lb/51psi", "1,477 lb at 51 psi", "670 kg at 350 kPa"],
    ["6,940 lbs @ 120 psi", "6,940 lb at 120 psi", "3,150 kg at 830 kPa"],
    ["140lb/64kg", "140 lb", "64 kg"],
    ["141 lbs", "141 lb", "64 kg"],
    ["130 psi", "130 psi", "900 kPa"],
    ["8820lb/4000kg/130psi", "8,820 lb at 130 psi", "4,000 kg at 900 kPa"],
    ["64 kg", "64 kg", null],
    ["4000kg/900kPa", "4000kg/900kPa", null],
    ["N/A", "N/A", null],
    ["about 140lb when new", "about 140lb when new", "64 kg"],
  ])("%s reads %s (%s)", (written, text, metric) => {
    expect(loadPressureFigure(written)).toEqual({ text, metric });
  });
});

describe("lengthFigure: inches as written, with millimetres", () => {
  it.each([
    [42.3, "42.3 in", "1,074 mm"],
    ["9.00", "9.00 in", "229 mm"],
    [20, "20 in", "508 mm"],
    ["9.00x22.5", "9.00x22.5", null],
  ])("%s reads %s (%s)", (inches, text, metric) => {
    expect(lengthFigure(inches)).toEqual({ text, metric });
  });
});

describe("the other figures", () => {
  it.each([
    [treadDepthFigure(26), "26/32 in (20.6 mm)"],
    [treadDepthFigure(8), "8/32 in (6.4 mm)"],
    [revsPerMileFigure(491), "491 (305 per km)"],
    [{ text: "N/A", metric: null }, "N/A"],
  ])("%j reads %s on one line", (figure, line) => {
    expect(figureText(figure)).toBe(line);
  });
});
