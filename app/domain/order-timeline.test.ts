import { describe, expect, it } from "vitest";
import { buyerOrderStatus, orderStepProblems, type OrderStep } from "./order-timeline";

const TODAY = "2026-12-20";
const deposit: OrderStep = { kind: "deposit-received", on: "2026-12-01", amountMinor: 64_934_70 };
const production: OrderStep = { kind: "in-production", on: "2026-12-02" };
const loaded: OrderStep = { kind: "loaded", on: "2026-12-10", containers: [{ number: "CSQU3054383", seal: "EU1234567" }] };
const shipped: OrderStep = {
  kind: "shipped",
  on: "2026-12-12",
  billOfLading: "MAEU123456789",
  vessel: "Maersk Essen",
  voyage: "248W",
  etd: "2026-12-12",
  eta: "2027-01-05",
};

describe("an order's next step", () => {
  it.each([
    ["the deposit first", [], deposit],
    ["production after the deposit", [deposit], production],
    ["loading with a checked container and its seal", [deposit, production], loaded],
    ["shipping with B/L, vessel, voyage, ETD and a later ETA", [deposit, production, loaded], shipped],
    [
      "the balance against the B/L copy, after shipping",
      [deposit, production, loaded, shipped],
      { kind: "balance-received", on: "2026-12-13", amountMinor: 151_514_30 },
    ],
    ["the balance before shipment (spec §9)", [deposit, production], { kind: "balance-received", on: "2026-12-05", amountMinor: 151_514_30 }],
    ["production without a deposit (an L/C)", [], production],
    ["a step on the same day as the one before", [deposit], { kind: "in-production", on: "2026-12-01" }],
  ] as Array<[string, OrderStep[], OrderStep]>)("takes %s", (_what, steps, next) => {
    expect(orderStepProblems(steps, next, TODAY)).toEqual({});
  });

  it.each([
    ["a step twice", [deposit], { ...deposit, on: "2026-12-02" }, { kind: '"Deposit received" is already recorded.' }],
    ["shipping before loading", [deposit, production], { ...shipped }, { kind: 'Record "Loaded" first.' }],
    [
      "a date before the previous step's",
      [deposit, production],
      { ...loaded, on: "2026-12-01" },
      { on: "The date cannot be before the previous step's (2026-12-02)." },
    ],
    ["a date in the future", [], { ...deposit, on: "2026-12-21" }, { on: "The date cannot be in the future." }],
    ["an impossible date", [], { ...deposit, on: "2026-02-30" }, { on: "Enter the date as YYYY-MM-DD." }],
    ["no amount", [], { ...deposit, amountMinor: 0 }, { amount: "Enter the amount received." }],
    [
      "a container number failing ISO 6346's check digit",
      [deposit, production],
      { ...loaded, containers: [{ number: "CSQU3054384", seal: "EU1" }] },
      { "container-0": "The check digit of CSQU3054384 does not match (ISO 6346 gives 3): a character is mistyped." },
    ],
    [
      "a container twice and a missing seal",
      [deposit, production],
      {
        ...loaded,
        containers: [
          { number: "CSQU3054383", seal: "EU1" },
          { number: "csqu 305438 3", seal: " " },
        ],
      },
      { "container-1": "CSQU3054383 is listed twice.", "seal-1": "Enter the seal number." },
    ],
    ["no container", [deposit, production], { ...loaded, containers: [] }, { containers: "Enter at least one container number." }],
    [
      "an arrival before the departure, and no B/L",
      [deposit, production, loaded],
      { ...shipped, billOfLading: " ", eta: "2026-12-11" },
      { billOfLading: "Enter the bill of lading number.", eta: "The arrival cannot be before the departure." },
    ],
  ] as Array<[string, OrderStep[], OrderStep, Record<string, string>]>)("refuses %s", (_what, steps, next, problems) => {
    expect(orderStepProblems(steps, next, TODAY)).toEqual(problems);
  });
});

describe("the buyer's order status", () => {
  it.each([
    [[], "Accepted (awaiting deposit)"],
    [[deposit], "Deposit received"],
    [[deposit, production], "In production"],
    [[deposit, production, loaded, shipped], "Shipped"],
    [[deposit, production, loaded, shipped, { kind: "balance-received", on: "2026-12-13", amountMinor: 1 }], "Shipped"],
    [[deposit, production, loaded, shipped, { kind: "delivered", on: "2027-01-09" }], "Delivered"],
  ] as Array<[OrderStep[], string]>)("%j reads %s", (steps, status) => {
    expect(buyerOrderStatus(steps)).toBe(status);
  });
});
