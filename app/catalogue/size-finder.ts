// The size finder: a width, then a profile, then a rim, offering only combinations the
// catalogue has. Pure and free of the size parser, so the home page's browser code stays small.

/** A catalogue size as the finder offers it (a CatalogueSize's finder parts). */
export interface FinderSize {
  /** "315", "35x12.50", "3.00". */
  width: string;
  /** "80"; "" for sizes without one ("11R22.5"). */
  profile: string;
  /** "R22.5", "ZR17", "-21", "R17 LT": what tells sizes of one width and profile apart. */
  rim: string;
  slug: string;
}

/** The profile choice of sizes without a profile, in forms and URLs. */
export const NO_PROFILE = "none";

export interface SizeFinderChoice {
  width: string;
  /** null until chosen; "" for "no profile". */
  profile: string | null;
  /** The rim choice is the size's slug, so it names one size even when rims repeat. */
  slug: string | null;
}

export const NO_CHOICE: SizeFinderChoice = { width: "", profile: null, slug: null };

export interface SizeFinderOptions {
  widths: string[];
  /** Empty until a width is chosen. */
  profiles: string[];
  /** Empty until a width and a profile are chosen. */
  rims: Array<{ slug: string; label: string }>;
}

const measure = (text: string) => Number.parseFloat(text.replace(/^\d+x/, "")) || 0;
const byMeasure = (a: string, b: string) => measure(a) - measure(b) || (a < b ? -1 : a > b ? 1 : 0);
const rimOf = (rim: string) => Number.parseFloat(rim.replace(/^\D+/, "")) || 0;

/** `?width=315&profile=80&rim=315-80r22.5` as a choice; a part without its parent is dropped. */
export function readFinderChoice(params: URLSearchParams): SizeFinderChoice {
  const width = (params.get("width") ?? "").trim().slice(0, 20);
  const profileText = (params.get("profile") ?? "").trim().slice(0, 20);
  const profile = width === "" || profileText === "" ? null : profileText === NO_PROFILE ? "" : profileText;
  const slug = profile === null ? null : (params.get("rim") ?? "").trim().slice(0, 60) || null;
  return { width, profile, slug };
}

/** Only what exists: the profiles of the chosen width, the rims of the chosen width and profile. */
export function sizeFinderOptions(sizes: readonly FinderSize[], choice: SizeFinderChoice): SizeFinderOptions {
  const widths = [...new Set(sizes.map((s) => s.width))].sort(byMeasure);
  const ofWidth = sizes.filter((s) => s.width === choice.width);
  const profiles = [...new Set(ofWidth.map((s) => s.profile))].sort(byMeasure);
  const ofProfile = choice.profile !== null && profiles.includes(choice.profile) ? ofWidth.filter((s) => s.profile === choice.profile) : [];
  const rims = [...ofProfile].sort((a, b) => rimOf(a.rim) - rimOf(b.rim) || (a.rim < b.rim ? -1 : 1)).map((s) => ({ slug: s.slug, label: s.rim }));
  return { widths, profiles, rims };
}

/** The size a choice arrives at: its rim, or the only size its width and profile allow. */
export function chosenFinderSize<T extends FinderSize>(sizes: readonly T[], choice: SizeFinderChoice): T | null {
  if (choice.profile === null) return null;
  const fitting = sizes.filter((s) => s.width === choice.width && s.profile === choice.profile);
  if (choice.slug) return fitting.find((s) => s.slug === choice.slug) ?? null;
  return fitting.length === 1 ? fitting[0]! : null;
}

/** The finder's query for a choice (what the form sends without JavaScript). */
export function finderSearch(choice: SizeFinderChoice): string {
  const params = new URLSearchParams();
  if (choice.width) params.set("width", choice.width);
  if (choice.width && choice.profile !== null) params.set("profile", choice.profile === "" ? NO_PROFILE : choice.profile);
  if (choice.profile !== null && choice.slug) params.set("rim", choice.slug);
  const text = params.toString();
  return text ? `?${text}` : "";
}
