// The EU tyre label of Regulation (EU) 2020/740 as an SVG, with describeEuLabel as its text alternative.
import { describeEuLabel, type EuClass, type NoiseClass } from "../domain/eu-label";
import type { TyreEuLabel } from "../catalogue/tyre";
import { euLabelOfTyre } from "../catalogue/tyre-eu-label";
import { usePageMessages } from "../i18n/page-messages";

const CLASSES: readonly EuClass[] = ["A", "B", "C", "D", "E"];
const NOISE_CLASSES: readonly NoiseClass[] = ["A", "B", "C"];
// The label's scales: fuel efficiency from green to red, wet grip in blues (darkest is best).
const FUEL_COLOURS = ["#00843d", "#4cb748", "#ffe600", "#f6a01a", "#e30613"];
const GRIP_COLOURS = ["#1d3c8f", "#2f63ad", "#4f8fcf", "#80b6e4", "#b8d8f2"];
const DARK_TEXT_ON = new Set(["#ffe600", "#f6a01a", "#80b6e4", "#b8d8f2"]);

const BAR_TOP = 58;
const BAR_HEIGHT = 17;
const BAR_GAP = 4;

function Scale({ x, colours, selected }: { x: number; colours: string[]; selected: EuClass | null }) {
  return (
    <g>
      {CLASSES.map((cls, i) => {
        const y = BAR_TOP + i * (BAR_HEIGHT + BAR_GAP);
        const width = 34 + i * 11;
        const colour = colours[i] ?? "#999";
        return (
          <g key={cls}>
            <path d={`M${x} ${y}h${width}l7 ${BAR_HEIGHT / 2}l-7 ${BAR_HEIGHT / 2}h-${width}z`} fill={colour} />
            <text x={x + 6} y={y + 13} fontSize="12" fontWeight="700" fill={DARK_TEXT_ON.has(colour) ? "#111" : "#fff"}>
              {cls}
            </text>
            {cls === selected && (
              <g data-eu-selected={cls}>
                <path d={`M${x + 112} ${y - 2}h32v${BAR_HEIGHT + 4}h-32l-9 -${BAR_HEIGHT / 2 + 2}z`} fill="#111" />
                <text x={x + 126} y={y + 14} fontSize="15" fontWeight="700" fill="#fff" textAnchor="middle">
                  {cls}
                </text>
              </g>
            )}
          </g>
        );
      })}
    </g>
  );
}

function FuelPump({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`} fill="#111">
      <rect x="0" y="4" width="14" height="22" rx="2" />
      <rect x="3" y="7" width="8" height="6" fill="#fff" />
      <path d="M14 10h4l3 4v10a2 2 0 0 1-4 0v-6h-3v-2h5v8h0v-9l-3-3h-2z" />
    </g>
  );
}

function RainCloud({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`} fill="#111">
      <path d="M6 16a6 6 0 0 1 1-12 8 8 0 0 1 15 3 5 5 0 0 1-1 9z" />
      <path d="M6 19l-2 6M12 19l-2 6M18 19l-2 6" stroke="#111" strokeWidth="2" />
    </g>
  );
}

function Speaker({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 9h6l8-7v24l-8-7H0z" fill="#111" />
      {[0, 1, 2].map((i) => (
        <path key={i} d={`M${18 + i * 5} ${6 - i * 2}a${9 + i * 4} ${9 + i * 4} 0 0 1 0 ${16 + i * 4}`} fill="none" stroke="#111" strokeWidth="2" />
      ))}
    </g>
  );
}

function SnowMountain({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`} data-eu-pictogram="snow">
      <path d="M0 30l11-18 6 8 7-14 12 24z" fill="#111" />
      <g stroke="#fff" strokeWidth="1.6" transform="translate(22 22)">
        <path d="M0 -5v10M-4.3 -2.5l8.6 5M-4.3 2.5l8.6 -5" />
      </g>
    </g>
  );
}

function IceCrystal({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`} data-eu-pictogram="ice">
      <path d="M4 30l8-26h12l8 26z" fill="#111" />
      <path d="M12 26l6-16 6 16" fill="none" stroke="#fff" strokeWidth="2" />
    </g>
  );
}

/** The label for one tyre; parts the catalogue does not give are drawn empty (no arrow, no noise row). */
export function EuLabel({ euLabel, className = "" }: { euLabel: TyreEuLabel; className?: string }) {
  const listing = usePageMessages("listing");
  const label = euLabelOfTyre(euLabel);
  // An English page may leave the text alternative's words out of its data (decision 328): they are
  // describeEuLabel's own English ones.
  const description = describeEuLabel(label, listing.euLabelOf === undefined ? undefined : listing);
  const hasNoise = label.noiseDb !== null || label.noiseClass !== null;
  return (
    // Left to right in every language: the label is the regulation's fixed graphic, its texts placed by x.
    <div dir="ltr" className={`w-full max-w-80 overflow-hidden rounded-md border border-[#1d3c8f] bg-white ${className}`}>
      {/* The title is text that wraps, beside the regulation's number, so a language's longer title
          ("Étiquette européenne des pneus") never runs into it as it did drawn at a fixed size in the
          picture. The picture's own name (aria-label) already begins with the title. */}
      <div aria-hidden="true" className="flex items-start justify-between gap-x-3 bg-[#1d3c8f] px-3 py-1.5 leading-tight text-white">
        <span dir="auto" className="min-w-0 text-sm font-bold" data-eu-label-title>
          {listing.euLabel}
        </span>
        <span className="shrink-0 pt-px text-xs" data-eu-label-regulation>
          2020/740
        </span>
      </div>
      <svg viewBox="0 30 320 206" role="img" aria-label={description} data-eu-label direction="ltr" className="block h-auto w-full">
        <title>{description}</title>
        <FuelPump x={12} y={30} />
        <RainCloud x={172} y={30} />
        <Scale x={8} colours={FUEL_COLOURS} selected={label.fuelClass} />
        <Scale x={168} colours={GRIP_COLOURS} selected={label.wetGripClass} />
        <line x1="160" y1="40" x2="160" y2="160" stroke="#d1d5db" />
        <line x1="8" y1="170" x2="312" y2="170" stroke="#d1d5db" />
        {hasNoise && (
          <g data-eu-noise>
            <Speaker x={12} y={186} />
            {label.noiseDb !== null && (
              <text x="54" y="206" fontSize="18" fontWeight="700" fill="#111">
                {label.noiseDb} dB
              </text>
            )}
            {label.noiseClass !== null &&
              NOISE_CLASSES.map((cls, i) => (
                <g key={cls}>
                  <rect x={120 + i * 24} y="188" width="20" height="24" rx="3" fill={cls === label.noiseClass ? "#111" : "#fff"} stroke="#111" />
                  <text x={130 + i * 24} y="205" fontSize="14" fontWeight="700" textAnchor="middle" fill={cls === label.noiseClass ? "#fff" : "#111"}>
                    {cls}
                  </text>
                </g>
              ))}
          </g>
        )}
        {label.snowGrip && <SnowMountain x={label.iceGrip ? 220 : 266} y={182} />}
        {label.iceGrip && <IceCrystal x={274} y={182} />}
      </svg>
    </div>
  );
}
