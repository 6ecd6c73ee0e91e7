// spec §3 'Trial tyre entry': the six trial sizes, each with a drive-tyre and a trailer-tyre
// marketplace link (buying 1-2 tyres before a full set). One data file, read by /trial-tyres.

export interface TrialTyre {
  id: number;
  size: string;
  driveLink: string;
  trailerLink: string;
}

const marketplace = (query: string) => `https://www.ebay.com/sch/i.html?_nkw=${encodeURIComponent(query)}`;

export const TRIAL_TYRES: TrialTyre[] = ["11R22.5", "295/75R22.5", "315/80R22.5", "385/65R22.5", "255/70R22.5", "10R22.5"].map((size, index) => ({
  id: index + 1,
  size,
  driveLink: marketplace(`${size} drive truck tyre`),
  trailerLink: marketplace(`${size} trailer truck tyre`),
}));
