// What /tyres/size answers: a typed size or a complete finder choice redirects to the
// size's page; an unreadable size (400) or one we do not sell (404) says so beside the box; a
// partial choice shows the finder with the next choices narrowed (the page without JavaScript).
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { listCatalogueSizes } from "~/catalogue/catalogue-sizes.server";
import { findCatalogueSize, type CatalogueSize } from "~/catalogue/catalogue-sizes";
import { NO_CHOICE, chosenFinderSize, readFinderChoice, sizeFinderOptions, type SizeFinderChoice } from "~/catalogue/size-finder";
import { sizePagePath } from "~/catalogue/tyre-path";
import { readSizeSpelling } from "~/domain/size-spelling";

import { fillMessage } from "~/i18n/fill-message";
import { SIZE_FINDER_EN, type SizeFinderMessages } from "~/i18n/messages/size-finder.en";

export type SizeFinderPage =
  | { kind: "redirect"; to: string }
  | {
      kind: "page";
      status: 200 | 400 | 404;
      sizes: CatalogueSize[];
      choice: SizeFinderChoice;
      typed: string;
      message: string | null;
    };

/** `words`: the page's language's (English unless told) for what it says beside the box. */
export async function loadSizeFinder(
  db: Kysely<Database>,
  params: URLSearchParams,
  words: Pick<SizeFinderMessages, "unreadable" | "empty" | "notSold"> = SIZE_FINDER_EN,
): Promise<SizeFinderPage> {
  const sizes = await listCatalogueSizes(db);
  const page = { kind: "page" as const, sizes, choice: NO_CHOICE, typed: "" };
  if (params.has("size")) {
    const typed = (params.get("size") ?? "").trim().slice(0, 60);
    if (typed === "") return { ...page, status: 400, message: words.empty };
    const spelling = readSizeSpelling(typed);
    if (!spelling) return { ...page, typed, status: 400, message: words.unreadable };
    const size = findCatalogueSize(sizes, spelling);
    if (!size) return { ...page, typed, status: 404, message: fillMessage(words.notSold, { size: spelling.normalized ?? typed }) };
    return { kind: "redirect", to: sizePagePath(size.slug) };
  }
  const asked = readFinderChoice(params);
  const chosen = chosenFinderSize(sizes, asked);
  if (chosen) return { kind: "redirect", to: sizePagePath(chosen.slug) };
  // A stale or hand-made choice is kept only as far as the catalogue has it.
  const options = sizeFinderOptions(sizes, asked);
  const width = options.widths.includes(asked.width) ? asked.width : "";
  const profile = width && asked.profile !== null && options.profiles.includes(asked.profile) ? asked.profile : null;
  return { ...page, status: 200, choice: { width, profile, slug: null }, message: null };
}
