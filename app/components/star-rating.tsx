// The 5-star rating row with half stars (spec §2 tyre card, §9 "half star for fraction 0.25-0.75").
import { groupedCount } from "../domain/count-text";
import { describeRating, starsFor, type Star } from "../domain/star-rating";

// The stars are two backgrounds (app.css `.star-row`): grey stars, and amber ones over them cut
// to the rating's width, so a half star is the left half of an amber star. Drawn as elements
// they were 20 per rating and 200 of a search page's 1,100 (rendering cost).
function filledPercent(stars: Star[]): number {
  const value = stars.filter((s) => s === "full").length + (stars.includes("half") ? 0.5 : 0);
  return (value / stars.length) * 100;
}

export function reviewCountText(count: number): string {
  return `${groupedCount(count)} review${count === 1 ? "" : "s"}`;
}

export function StarRating({ rating, reviewCount }: { rating: number | null; reviewCount: number }) {
  if (rating === null) {
    return <p className="text-sm text-gray-600">Not rated yet</p>;
  }
  return (
    <div className="flex items-center gap-2">
      <span role="img" aria-label={describeRating(rating)} className="star-row">
        <span style={{ width: `${filledPercent(starsFor(rating))}%` }} />
      </span>
      {/* One line always: '(813 reviews)' broke in two in the carousel's 240 px cards. */}
      <span className="whitespace-nowrap text-sm text-gray-600">({reviewCountText(reviewCount)})</span>
    </div>
  );
}
