import { describe, expect, it } from "vitest";
import { parseTyreQuery, tyreFilterSchema } from "./tyre-query";

const query = (text: string) => parseTyreQuery(new URLSearchParams(text));

describe("parseTyreQuery", () => {
  it.each([
    ["", { page: 1, pageSize: 20 }],
    ["season=winter&vehicleType=truck", { season: "winter", vehicleType: "truck", page: 1, pageSize: 20 }],
    ["season=all_season", { season: "allseason", page: 1, pageSize: 20 }],
    ["season=&vehicleType=&brand=&q=", { page: 1, pageSize: 20 }],
    [
      "brand=%20Michelin%20&model=X%20Multi&size=315/80R22.5&pattern=Drive&q=x",
      { brand: "Michelin", model: "X Multi", size: "315/80R22.5", pattern: "Drive", q: "x", page: 1, pageSize: 20 },
    ],
    ["page=3&pageSize=100", { page: 3, pageSize: 100 }],
    ["page=%203%20", { page: 3, pageSize: 20 }],
  ])("%j → %j", (text, expected) => {
    expect(query(text)).toEqual({ ok: true, query: expected });
  });

  it.each([
    ["season=spring", [{ param: "season", message: "must be summer, winter or allseason" }]],
    ["vehicleType=bus", [{ param: "vehicleType", message: "must be car, motorcycle, truck or offRoad" }]],
    [`brand=${"b".repeat(201)}`, [{ param: "brand", message: "is longer than 200 characters" }]],
    ["page=0", [{ param: "page", message: "must be a whole number from 1 to 1000000" }]],
    ["pageSize=101", [{ param: "pageSize", message: "must be a whole number from 1 to 100" }]],
    [
      "pageSize=1e2&page=x",
      [
        { param: "page", message: "must be a whole number from 1 to 1000000" },
        { param: "pageSize", message: "must be a whole number from 1 to 100" },
      ],
    ],
  ])("%j is refused: %j", (text, errors) => {
    expect(query(text)).toEqual({ ok: false, errors });
  });
});

describe("tyreFilterSchema", () => {
  it("takes the filters without paging, and ignores parameters it does not know", () => {
    expect(tyreFilterSchema.safeParse({ vehicleType: "car", brand: "Pirelli", page: "x", sort: "price" })).toEqual({
      success: true,
      data: { vehicleType: "car", brand: "Pirelli" },
    });
  });
});
