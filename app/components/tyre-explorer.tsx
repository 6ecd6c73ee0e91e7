// 'Explore All Tyres' (spec §2, §4): season tabs, vehicle tabs inside (default Truck), the first
// 4 cards with 'See More' / 'See Less'. Tabs are links the server answers without JavaScript;
// with it a tab loads its tyres from /api/tyres and shows a spinner meanwhile.
import { useRef, useState } from "react";
import { Link } from "react-router";
import type { TyreCardData } from "~/catalogue/tyre-card-data";
import { offersPath } from "~/catalogue/tyre-path";
import { SEASONS, VEHICLE_TYPES, type Season, type VehicleType } from "~/catalogue/seasons-and-vehicle-types";
import { fillMessage } from "~/i18n/fill-message";
import type { HomeSearchMessages } from "~/i18n/messages/home-search.en";
import { usePageMessages } from "~/i18n/page-messages";
import { TyreCard } from "./tyre-card";
import { FOCUS_RING } from "~/styles/buttons";

export const CARDS_BEFORE_SEE_MORE = 4;
export const EXPLORER_PAGE_SIZE = 24;

/** The tabs' words for each season and vehicle type. */
const SEASON_TAB: Record<Season, keyof HomeSearchMessages> = { summer: "exploreSummer", winter: "exploreWinter", allseason: "exploreAllseason" };
const VEHICLE_TAB: Record<VehicleType, keyof HomeSearchMessages> = {
  car: "vehicleCar",
  motorcycle: "vehicleMotorcycle",
  truck: "vehicleTruck",
  offRoad: "vehicleOffRoad",
};

export interface ExplorerCategory {
  season: Season;
  vehicleType: VehicleType;
  tyres: TyreCardData[];
  total: number;
}

export function exploreHref(season: Season, vehicleType: VehicleType) {
  return `/?explore=${season}-${vehicleType}#explore`;
}

export function TyreExplorer({ initial }: { initial: ExplorerCategory }) {
  const words = usePageMessages("homeSearch");
  const [category, setCategory] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const request = useRef<AbortController | null>(null);

  const open = async (season: Season, vehicleType: VehicleType) => {
    setExpanded(false);
    setLoading(true);
    setCategory({ season, vehicleType, tyres: [], total: 0 });
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    try {
      const res = await fetch(`/api/tyres?season=${season}&vehicleType=${vehicleType}&pageSize=${EXPLORER_PAGE_SIZE}`, { signal: controller.signal });
      const page = res.ok ? ((await res.json()) as { items: TyreCardData[]; total: number }) : { items: [], total: 0 };
      setCategory({ season, vehicleType, tyres: page.items, total: page.total });
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
      // spec §8: a failed load elsewhere is only logged; the explorer shows an empty catalogue.
      console.warn("Could not load tyres for the explorer", error);
    }
    setLoading(false);
  };

  const shown = expanded ? category.tyres : category.tyres.slice(0, CARDS_BEFORE_SEE_MORE);
  const panelId = "explore-panel";

  return (
    <section id="explore" aria-labelledby="explore-heading" className="scroll-mt-28">
      <h2 id="explore-heading" className="text-2xl font-bold text-gray-900 sm:text-3xl">
        {words.exploreHeading}
      </h2>
      <TabList label={words.exploreSeason} className="mt-4">
        {SEASONS.map((season) => (
          <Tab
            key={season}
            selected={category.season === season}
            href={exploreHref(season, category.vehicleType)}
            onSelect={() => void open(season, category.vehicleType)}
            controls={panelId}
          >
            {words[SEASON_TAB[season]]}
          </Tab>
        ))}
      </TabList>
      <TabList label={words.vehicleType} className="mt-3" small>
        {VEHICLE_TYPES.map((vehicle) => (
          <Tab
            key={vehicle}
            small
            selected={category.vehicleType === vehicle}
            href={exploreHref(category.season, vehicle)}
            onSelect={() => void open(category.season, vehicle)}
            controls={panelId}
          >
            {words[VEHICLE_TAB[vehicle]]}
          </Tab>
        ))}
      </TabList>
      <div
        id={panelId}
        role="tabpanel"
        aria-label={fillMessage(words.explorePanel, { season: words[SEASON_TAB[category.season]], vehicle: words[VEHICLE_TAB[category.vehicleType]] })}
        aria-busy={loading}
        className="mt-6"
      >
        {loading ? (
          <div className="grid place-items-center py-16" role="status">
            <span className="h-10 w-10 animate-spin rounded-full border-4 border-gray-200 border-t-brand-600" aria-hidden="true" />
            <span className="sr-only">{words.loadingTyres}</span>
          </div>
        ) : category.tyres.length === 0 ? (
          <p className="rounded-xl bg-gray-50 p-8 text-center text-gray-700">{words.emptyCategory}</p>
        ) : (
          <>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {shown.map((tyre) => (
                <li key={tyre.id} className="flex">
                  <TyreCard tyre={tyre} />
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-wrap items-center justify-center gap-4">
              {category.tyres.length > CARDS_BEFORE_SEE_MORE && (
                <button
                  type="button"
                  onClick={() => setExpanded((e) => !e)}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  className="rounded-full border border-brand-600 px-6 py-2 font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {expanded ? words.seeLess : words.seeMore}
                </button>
              )}
              {expanded && category.total > category.tyres.length && (
                <Link to={offersPath(category.season, { vehicleType: category.vehicleType })} className="font-semibold text-brand-700 underline">
                  {fillMessage(words.seeAll, { total: category.total })}
                </Link>
              )}
            </div>
          </>
        )}
      </div>
    </section>
  );
}

function TabList({ label, children, className = "", small }: { label: string; children: React.ReactNode; className?: string; small?: boolean }) {
  // Arrow keys move between tabs, as the ARIA tabs pattern expects.
  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
    const tabs = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
    const index = tabs.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    // Right to left, the next tab is the one on the left.
    const forward = (e.key === "ArrowRight") === (getComputedStyle(e.currentTarget).direction !== "rtl");
    const next = tabs[(index + (forward ? 1 : tabs.length - 1)) % tabs.length]!;
    next.focus();
    next.click();
    e.preventDefault();
  };
  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the ARIA tabs pattern: each tab takes focus, the tablist only hears their arrow keys
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={`flex gap-2 overflow-x-auto ${small ? "" : "border-b border-gray-200"} ${className}`}
    >
      {children}
    </div>
  );
}

function Tab({
  selected,
  href,
  onSelect,
  controls,
  children,
  small,
}: {
  selected: boolean;
  href: string;
  onSelect: () => void;
  controls: string;
  children: React.ReactNode;
  small?: boolean;
}) {
  const base = small
    ? `rounded-full px-4 py-1.5 text-sm font-semibold ${selected ? "bg-gray-900 text-white" : "bg-gray-100 text-gray-800 hover:bg-gray-200"}`
    : `-mb-px border-b-2 px-4 py-2 font-semibold ${selected ? "border-brand-600 text-brand-700" : "border-transparent text-gray-700 hover:text-gray-900"}`;
  return (
    <a
      role="tab"
      href={href}
      aria-selected={selected}
      aria-controls={controls}
      tabIndex={selected ? 0 : -1}
      onClick={(e) => {
        e.preventDefault();
        if (!selected) onSelect();
      }}
      className={`whitespace-nowrap ${FOCUS_RING} ${base}`}
    >
      {children}
    </a>
  );
}
