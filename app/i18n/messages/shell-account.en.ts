// The signed-in menu's words in English (spec §2 Header), with the menu in its chunk
// (components/user-menu.tsx) rather than in every page's shell. Part of the shell's catalogue: the
// other languages' are in shell.fr.ts and the rest, which the root loader sends with the page.
export const SHELL_ACCOUNT_EN = {
  accountMenuFor: "Account menu for {name}",
  myInquiries: "My inquiries",
  myCompany: "My company",
  backOffice: "Back office",
  logout: "Logout",
  loggingOut: "Logging out...",
};
