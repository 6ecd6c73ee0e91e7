// The 5-star rating row with half stars (spec §2 tyre card, §9 "half star for fraction 0.25-0.75").
import { groupedCountIn } from "../domain/count-text";
import { STAR_SCALE, starsFor, type Star } from "../domain/star-rating";
import { fillMessage } from "../i18n/fill-message";
import { LOCALES } from "../i18n/languages";
import { usePageMessages } from "../i18n/page-messages";
import { useLanguage } from "../i18n/use-shell-text";

// The stars are two backgrounds (app.css `.star-row`): grey stars, and amber ones over them cut
// to the rating's width, so a half star is the left half of an amber star. Drawn as elements
// they were 20 per rating and 200 of a search page's 1,100 (rendering cost).
/** The stars a rating shows, halves counted: 4.5 for "Rated 4.5 out of 5". */
function starValue(stars: Star[]): number {
  return stars.filter((s) => s === "full").length + (stars.includes("half") ? 0.5 : 0);
}

export function StarRating({ rating, reviewCount }: { rating: number | null; reviewCount: number }) {
  const listing = usePageMessages("listing");
  const locale = LOCALES[useLanguage()];
  if (rating === null) {
    return <p className="text-sm text-gray-600">{listing.notRated}</p>;
  }
  const value = starValue(starsFor(rating));
  // Two forms, one and more: each language words them so no other plural form is needed here.
  const reviews = fillMessage(reviewCount === 1 ? listing.reviewsOne : listing.reviewsOther, { count: groupedCountIn(locale, reviewCount) });
  return (
    <div className="flex items-center gap-2">
      <span role="img" aria-label={fillMessage(listing.rated, { value: value.toLocaleString(locale), max: STAR_SCALE })} className="star-row">
        <span style={{ width: `${(value / STAR_SCALE) * 100}%` }} />
      </span>
      {/* One line always: '(813 reviews)' broke in two in the carousel's 240 px cards. */}
      <span className="whitespace-nowrap text-sm text-gray-600">({reviews})</span>
    </div>
  );
}
