// The trial tyres page's words in English (spec §2, §3): the source every other language translates.
export const TRIAL_TYRES_EN = {
  title: "Trial Tyres: Buy 1-2 Truck Tyres First | Tyre Wholesale",
  description: "Try 1-2 truck tyres before a full set: six common 22.5 inch sizes with drive and trailer tyres from marketplaces.",
  heading: "Trial tyres",
  lead: "Want to try our tyres before ordering 50 or more? Buy one or two of the common truck sizes below from a marketplace, test them on your own trucks, then come back for the full set.",
  driveTyre: "Drive tyre",
  trailerTyre: "Trailer tyre",
  opensInNewTab: "(opens in a new tab)",
};

export type TrialTyresMessages = typeof TRIAL_TYRES_EN;
