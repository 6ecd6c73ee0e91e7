// A tyre's season as a small badge, with the 3PMSF snow mark where the tyre carries it (decision 150:
// a buyer tells a winter tyre from its summer namesake at a glance). Words, not colour alone: the
// season's name is the badge's text, and the mark's picture (app.css `.snow-mark`) comes with
// the text '3PMSF' and, for screen readers, 'snow mark' (decision 150). The badge reads no page's
// messages: the header's suggestions draw it on every page, so each caller names the season (and
// the mark) in its page's language; English where a caller gives no name.
import { SEASON_LABELS, type Season } from "~/catalogue/seasons-and-vehicle-types";

const PILL = "inline-flex items-center whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold leading-4";

const SEASON_COLOURS: Record<Season, string> = {
  summer: "border-amber-200 bg-amber-50 text-amber-900",
  winter: "border-sky-200 bg-sky-50 text-sky-900",
  allseason: "border-green-200 bg-green-50 text-green-900",
};

/**
 * '3PMSF', read as '3PMSF snow mark'; also shown alone beside a header suggestion. Relative, so
 * the screen-reader words stay inside it: inside compare's sideways scroller they otherwise sat at
 * their column's place and made the whole page wider on a phone.
 */
export function SnowMark({ label = "snow mark" }: { label?: string }) {
  return (
    <span className={`snow-mark relative gap-1 ${PILL} ${SEASON_COLOURS.winter}`} data-snow-mark>
      <span translate="no">3PMSF</span>
      <span className="sr-only"> {label}</span>
    </span>
  );
}

export function SeasonBadge({
  season,
  snowMark,
  label = SEASON_LABELS[season],
  snowMarkLabel,
  className = "",
}: {
  season: Season;
  snowMark: boolean;
  /** The season's name in the page's language. */
  label?: string;
  snowMarkLabel?: string;
  className?: string;
}) {
  return (
    <span className={`flex flex-wrap gap-1 ${className}`} data-season={season}>
      <span className={`${PILL} ${SEASON_COLOURS[season]}`}>{label}</span>
      {snowMark && <SnowMark label={snowMarkLabel} />}
    </span>
  );
}
