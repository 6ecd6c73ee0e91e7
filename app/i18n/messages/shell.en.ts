// The shell's words in English (spec §2 Header, footer and '*'): the header, the footer, the skip
// link and the error and not-found pages, on every page. English is the source every other
// language translates, and the one the browser keeps for a page whose root loader failed
// (decision 294); the other languages come with the page, from the root loader. Their arguments are
// plain ({name}): the browser fills them without an ICU formatter (fill-message.ts). The signed-in
// menu's and the error page's English words are with those parts, in chunks of their own
// (shell-account.en.ts, shell-error.en.ts).
import type { SHELL_ACCOUNT_EN } from "./shell-account.en";
import type { SHELL_ERROR_EN } from "./shell-error.en";

export const SHELL_EN = {
  skipToContent: "Skip to content",
  homeLink: "Tyre Wholesale home",
  mainNav: "Main",
  navSummer: "Summer",
  navWinter: "Winter",
  navAllSeason: "All-Season",
  navTrial: "Trial tyres",
  navContact: "Contact",
  search: "Search",
  searchFocused: "What are you searching for?",
  searchTyres: "Search tyres",
  searchExampleDrive: "315/80R22.5 drive tyres",
  searchExampleWinter: "205/55R16 winter",
  searchExampleTrailer: "11R22.5 trailer",
  searchSuggestions: "Suggestions",
  quote: "Quote",
  quoteWithPieces: "Quote, {pieces} pieces",
  login: "Login",
  currencyNav: "Currency",
  pricesIn: "Prices in {code}",
  languageNav: "Language",
  tagline: "Truck, car, motorcycle and off-road tyres in bulk, shipped worldwide by container.",
  footerInformation: "Information",
  footerCategories: "Categories",
  footerGuide: "Buyer's guide",
  contactUs: "Contact us",
  termsOfService: "Terms of service",
  privacyPolicy: "Privacy policy",
  returnPolicy: "Return policy",
  truckTyres: "Truck tyres",
  carTyres: "Car tyres",
  motorcycleTyres: "Motorcycle tyres",
  offRoadTyres: "Off-road tyres",
  summerOffers: "Summer offers",
  winterOffers: "Winter offers",
  allSeasonOffers: "All-season offers",
  truckTyrePositions: "Truck tyre positions",
  readingTyreSize: "Reading a tyre size",
  bulkPricing: "Bulk pricing and containers",
  copyright: "© {year} {company} Minimum order 50 pieces.",
  chat: "Chat",
  chatWithUs: "Chat with us on WhatsApp",
  // The compare tray, on every page while tyres are picked (components/compare-tray.tsx).
  compareTray: "Compare tray",
  compareHeading: "Compare",
  compareCount: "({count} of {max})",
  compareRemove: "Remove {name} from compare",
  compareClear: "Clear",
  compareNow: "Compare now",
  snowMark: "snow mark",
};

/** Every word of the shell, as each language has them and the root loader sends them. */
export type ShellMessages = typeof SHELL_EN & typeof SHELL_ACCOUNT_EN & typeof SHELL_ERROR_EN;

/** A word every page's shell carries in English. */
export type ShellWord = keyof typeof SHELL_EN;
