// The home page's own words in English (spec §2 home): the source every other language translates.
// The search form, the size finder, the explorer and the truck guide are not in the catalogue yet.
export const HOME_EN = {
  title: "Wholesale Tyres in Bulk from 50 Pieces",
  description: "Truck, car, motorcycle and off-road tyres in bulk from 50 pieces. Search by size, compare offers and ship worldwide by 20ft or 40ft container.",
  heading: "Wholesale tyres, shipped worldwide by container",
  lead: "Truck, car, motorcycle and off-road tyres from 50 pieces. Pick your size, see the bulk price with shipping, and send us your inquiry.",
  trialHeading: "Trial Tyre Purchase",
  trialText: "Not sure yet? Buy 1-2 tyres first and test them on your own trucks before you order a full set or a container.",
  trialButton: "Browse Trial Tyres",
  brandsHeading: "Best Tyre Brands",
  helpQuestion: "Need help choosing?",
  helpLink: "Contact our sales team",
};

export type HomeMessages = typeof HOME_EN;
