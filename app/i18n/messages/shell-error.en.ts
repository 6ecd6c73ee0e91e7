// The error page's words in English (spec §2 '*'), with the ways on from a page that is not there,
// in the error page's chunk (components/root-error-page.tsx) rather than in every page's shell.
// Part of the shell's catalogue: the other languages' are in shell.fr.ts and the rest, which the
// root loader sends with the page.
export const SHELL_ERROR_EN = {
  errorHeading: "Oops! Something went wrong.",
  returnHome: "Return to Home",
  pageNotFound: "Page not found",
  somethingWentWrong: "Something went wrong",
  errorDescription: "The page could not be shown.",
  unknownError: "Unknown error occurred",
  notFoundMessage: "Page not found.",
  shopBySize: "Shop by size",
  typeASize: "Type a size",
  go: "Go",
  waysOn: "Ways on",
  allTyreSizes: "All tyre sizes",
  otherLanguages: "The shop in other languages",
};
