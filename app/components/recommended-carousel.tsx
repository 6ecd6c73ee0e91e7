// The detail page's recommended tyres (spec §2, §4, §9): a row of 240 px cards that steps every 3 s
// and loops, with previous, next and pause buttons. It rests while hovered, while keyboard focus is
// inside, and for visitors who prefer reduced motion (WCAG 2.2.2); a manual step restarts the 3 s.
import { useEffect, useRef, useState, type FocusEvent } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { useHydrated } from "~/browser/use-hydrated";
import { usePrefersReducedMotion } from "~/browser/use-prefers-reduced-motion";
import type { Tyre } from "~/catalogue/tyre";
import { CAROUSEL_CARD_WIDTH_PX, CAROUSEL_INTERVAL_MS, currentItem, loopedTrack, nextPosition, previousPosition } from "~/detail/carousel";
import { variantPath } from "~/detail/variant";
import { PriceTag } from "./price-tag";
import { SeasonBadge } from "./season-badge";
import { seasonName } from "~/catalogue/listing-names";
import { StarRating } from "./star-rating";
import { TyreImage } from "./tyre-image";
import { FOCUS_RING } from "~/styles/buttons";
import { fillMessage } from "~/i18n/fill-message";
import { useLanguage } from "~/i18n/use-shell-text";
import { usePageMessages } from "~/i18n/page-messages";
import { textDirection } from "~/i18n/languages";
const SLIDE_MS = 500;

function RecommendedCard({ tyre, hidden }: { tyre: Tyre; hidden: boolean }) {
  const listing = usePageMessages("listing");
  return (
    <Link
      to={variantPath(tyre)}
      tabIndex={hidden ? -1 : undefined}
      className={`flex h-full flex-col gap-1.5 rounded-xl border border-gray-200 bg-white p-3 shadow-sm hover:border-brand-600 hover:shadow-md ${FOCUS_RING}`}
    >
      <TyreImage src={tyre.image} alt="" className="h-28 w-full rounded-lg bg-gray-50 object-contain p-2" />
      <span className="text-xs font-semibold tracking-wide text-gray-600 uppercase" translate="no">
        {tyre.brand}
      </span>
      <span className="font-bold leading-tight text-gray-900" translate="no">
        {tyre.model}
      </span>
      <span className="text-sm text-gray-700" translate="no">
        {tyre.size.normalized} · {tyre.pattern}
      </span>
      <SeasonBadge season={tyre.season} snowMark={tyre.euLabel.snowGrip} label={seasonName(listing, tyre.season)} snowMarkLabel={listing.snowMark} />
      <StarRating rating={tyre.rating} reviewCount={tyre.reviewCount} />
      <span className="mt-auto">
        <PriceTag price={tyre.price} offerPrice={tyre.offerPrice} />
      </span>
    </Link>
  );
}

const controlButton = `inline-flex h-10 min-w-10 items-center justify-center rounded-full border border-gray-300 bg-white px-3 text-sm font-semibold text-gray-900 hover:border-brand-600 hover:text-brand-700 ${FOCUS_RING}`;

export function RecommendedCarousel({ tyres }: { tyres: Tyre[] }) {
  const count = tyres.length;
  const words = usePageMessages("detail");
  // Right to left, the row runs from the right edge: the track moves the other way.
  const towards = textDirection(useLanguage()) === "rtl" ? 1 : -1;
  const [position, setPosition] = useState(0);
  const [animate, setAnimate] = useState(true);
  // Every step (automatic or manual) bumps the tick, which restarts the 3 s timer.
  const [tick, setTick] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const [stopped, setStopped] = useState(false);
  const ready = useHydrated();
  const reduceMotion = usePrefersReducedMotion();
  const trackRef = useRef<HTMLUListElement>(null);
  const paused = hovered || keyboardFocus || stopped || reduceMotion;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => {
      setAnimate(true);
      setPosition((p) => nextPosition(p, count));
      setTick((t) => t + 1);
    }, CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [tick, paused, count]);

  // On the copy of the first card, jump back to the real one once the slide has finished.
  useEffect(() => {
    if (position < count || count < 2) return;
    const timer = setTimeout(() => {
      setAnimate(false);
      setPosition(0);
    }, SLIDE_MS);
    return () => clearTimeout(timer);
  }, [position, count]);

  const next = () => {
    setAnimate(true);
    setPosition((p) => nextPosition(p, count));
    setTick((t) => t + 1);
  };
  const previous = () => {
    if (position === 0) {
      // Jump unseen to the copy of the first card, so the step back slides the short way.
      flushSync(() => {
        setAnimate(false);
        setPosition(count);
      });
      trackRef.current?.getBoundingClientRect();
    }
    setAnimate(true);
    setPosition((p) => previousPosition(p, count));
    setTick((t) => t + 1);
  };
  const onFocus = (event: FocusEvent) => setKeyboardFocus((event.target as HTMLElement).matches(":focus-visible"));
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardFocus(false);
  };

  return (
    <section
      aria-labelledby="recommended-heading"
      aria-roledescription={words.carousel}
      data-carousel
      data-current={currentItem(position, count)}
      data-paused={paused}
      data-ready={ready}
      onFocus={onFocus}
      onBlur={onBlur}
      className="space-y-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="recommended-heading" className="text-2xl font-bold text-gray-900">
          {words.recommended}
        </h2>
        {count > 1 && (
          <div className="flex items-center gap-2">
            <button type="button" className={controlButton} aria-label={words.previousRecommended} onClick={previous}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className={controlButton} onClick={() => setStopped((s) => !s)} aria-pressed={stopped}>
              {stopped ? words.play : words.pause}
            </button>
            <button type="button" className={controlButton} aria-label={words.nextRecommended} onClick={next}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
      {count === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 p-6 text-center text-gray-700">{words.noRecommendations}</p>
      ) : (
        <div className="overflow-hidden" onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)} data-carousel-viewport>
          <ul
            ref={trackRef}
            className={`flex ${animate && !reduceMotion ? "transition-transform duration-500 ease-out" : ""}`}
            style={{ transform: `translateX(${towards * position * CAROUSEL_CARD_WIDTH_PX}px)` }}
          >
            {loopedTrack(tyres).map(({ item, copy }, i) => (
              <li
                key={`${item.id}-${i}`}
                className="shrink-0 px-2"
                style={{ width: CAROUSEL_CARD_WIDTH_PX }}
                aria-hidden={copy || undefined}
                inert={copy || undefined}
                aria-roledescription={copy ? undefined : words.slide}
                aria-label={copy ? undefined : fillMessage(words.slideOf, { n: i + 1, count })}
                data-recommended-tyre={copy ? undefined : item.id}
              >
                <RecommendedCard tyre={item} hidden={copy} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
