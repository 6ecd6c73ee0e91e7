// A small catalogue for the detail page and sitemap tests: a car model in three sizes, a truck
// model in two patterns, an all-season tyre without a tyre type, and a winter tyre with nothing like it.
export const FULL_TRUCK_SPEC = {
  plyRating: 20,
  loadRange: "L",
  loadIndex: "156/150",
  speedSymbol: "L",
  overallDiameter_inch: 42.3,
  sectionWidth_inch: 12.4,
  treadDepth_32nds: 26,
  rim: "9.00",
  singleMaxLoadPressure: "8820lb/130psi",
  dualMaxLoadPressure: "7385lb/130psi",
  staticLoadRadius: 20,
  revsPerMile: 491,
  weight: "140lb/64kg",
  tireType: "Summer",
};

const carEntry = (size: string, productCode: string) => ({
  productCode,
  model: "Pilot Sport 5",
  size,
  price: "€120.00",
  offerPrice: "€99.00",
  rating: 4.5,
  reviewCount: 10,
  loadIndex: "94",
  speedSymbol: "Y",
});

const truck = (pattern: string, size: string, productCode: string, extra: Record<string, unknown> = {}) => ({
  productCode,
  ean: "2100000002160",
  model: "X Multi D",
  size,
  pattern,
  price: "€505.00",
  offerPrice: "€435.00",
  rating: 4.2,
  reviewCount: 21,
  euLabel: { fuel: "C", grip: "B", noise: 73, noiseClass: "B", snowGrip: false, iceGrip: false },
  image: "/images/tyres/truck-drive.svg",
  ...extra,
});

export const DETAIL_CATALOGUE = {
  summer: {
    car: { Michelin: { tyres: [carEntry("225/45R17", "PS5-17"), carEntry("245/40R18", "PS5-18"), carEntry("205/55R16", "PS5-16")] } },
    truck: {
      Michelin: {
        Drive: [truck("Drive", "315/80R22.5", "XMD-315", FULL_TRUCK_SPEC), truck("Drive", "295/80R22.5", "XMD-295")],
        Steer: [truck("Steer", "315/80R22.5", "XMD-S-315")],
      },
    },
  },
  allSeason: {
    car: {
      Goodyear: {
        tyres: [{ productCode: "VG-1", model: "Vector 4Seasons", size: "205/55R16", price: "€90.00", offerPrice: "€80.00", loadIndex: "91", speedSymbol: "V" }],
      },
    },
  },
  winter: {
    offRoad: { Nokian: { tyres: [{ productCode: "NK-1", model: "Hakkapeliitta LT3", size: "LT265/70R17", price: "€200.00" }] } },
  },
};

/** How many tyres DETAIL_CATALOGUE holds. */
export const DETAIL_CATALOGUE_COUNT = 8;

/** The detail pages the tyre detail suites open: a Michelin truck tyre and a Michelin car tyre. */
export const DETAIL_TRUCK_PATH = "/tyres/summer/truck/Michelin/X%20Multi%20D";
export const DETAIL_CAR_PATH = "/tyres/summer/car/Michelin/Pilot%20Sport%205";
