// A season's page (/tyres/summer, /tyres/winter, /tyres/allseason) in English: the source every
// other language translates.
export const SEASONS_EN = {
  heading: "{season, select, summer {Summer} winter {Winter} other {All-Season}} Tyres",
  introSummer: "Summer tyres grip and brake best on warm dry and wet roads, from about 7\u00a0°C upwards.",
  introWinter: "Winter tyres keep their grip on snow, ice and cold wet roads below about 7\u00a0°C.",
  introAllseason: "All-season tyres stay on the vehicle all year in moderate climates, many marked for severe snow.",
  description: "{intro} Truck, car, motorcycle and off-road {season, select, summer {summer} winter {winter} other {all-season}} tyres in bulk from 50 pieces.",
  orderLine: "Order from 50 pieces, shipped worldwide by 20ft or 40ft container.",
  seeAll: "See all {season, select, summer {summer} winter {winter} other {all-season}} offers",
  mostStocked: "Most stocked {season, select, summer {summer} winter {winter} other {all-season}} sizes",
  brands: "{season, select, summer {Summer} winter {Winter} other {All-Season}} brands",
  firstOffers: "First {season, select, summer {summer} winter {winter} other {all-season}} offers",
  allOffers: "All {count, number} {season, select, summer {summer} winter {winter} other {all-season}} offers",
};

export type SeasonsMessages = typeof SEASONS_EN;
