// A tyre's season as a small labelled badge, with the 3PMSF snow mark (the three-peak mountain
// snowflake of a tyre certified for severe snow) written out where the tyre carries it (issue 14).
import { SEASON_LABELS, type Season } from "~/catalogue/seasons-and-vehicle-types";

const SEASON_COLOURS: Record<Season, string> = {
  summer: "bg-amber-50 text-amber-900 ring-amber-300",
  winter: "bg-sky-50 text-sky-900 ring-sky-300",
  allseason: "bg-emerald-50 text-emerald-900 ring-emerald-300",
};

export function SeasonBadge({ season, snowMark }: { season: Season; snowMark: boolean }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${SEASON_COLOURS[season]}`}
      data-season-badge={season}
    >
      {SEASON_LABELS[season]}
      {snowMark && (
        <>
          {" "}
          <span aria-hidden="true">·</span>{" "}
          <abbr title="Three-peak mountain snowflake: certified for severe snow" className="no-underline">
            3PMSF
          </abbr>
        </>
      )}
    </span>
  );
}
