// The size finder (home and /tyres/size) and the /tyres/size page in English: the source every
// other language translates. Sizes are written as the trade writes them, in every language.
export const SIZE_FINDER_EN = {
  title: "Tyres by Size",
  description: "Find wholesale truck, car, motorcycle and off-road tyres by size: choose width, profile and rim, or type a size like 315/80R22.5.",
  heading: "Tyres by size",
  lead: "Choose width, profile and rim, or type the size from the tyre's sidewall.",
  allSizes: "All sizes",
  shopBySize: "Shop by size",
  width: "Width",
  profile: "Profile",
  rim: "Rim",
  noProfile: "none",
  showTyres: "Show tyres",
  typeASize: "Type a size",
  orTypeASize: "Or type a size",
  go: "Go",
  example: "For example 315/80R22.5, 315 80 22.5 or 3158022.5.",
  unreadable: "We could not read a tyre size there. Type it like 315/80R22.5, 315 80 22.5 or 3158022.5.",
  empty: "Type a tyre size, for example 315/80R22.5.",
  notSold: "We have no tyres in size {size}. Choose one of the sizes below.",
};

export type SizeFinderMessages = typeof SIZE_FINDER_EN;
