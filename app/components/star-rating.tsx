// The 5-star rating row with half stars (spec §2 tyre card, §9 "half star for fraction 0.25-0.75").
import { describeRating, starsFor, type Star } from "../domain/star-rating";

const STAR_PATH = "M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z";

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 20 20" className="size-full" aria-hidden="true" focusable="false">
      <path d={STAR_PATH} className={filled ? "fill-amber-400" : "fill-gray-300"} />
    </svg>
  );
}

// A half star is an empty star with the left half of a full one laid over it.
function StarShape({ star }: { star: Star }) {
  return (
    <span className="relative inline-block size-4 sm:size-5">
      <StarIcon filled={star === "full"} />
      {star === "half" && (
        <span className="absolute inset-y-0 left-0 w-1/2 overflow-hidden" data-half-star>
          <span className="block h-full w-[200%]">
            <StarIcon filled />
          </span>
        </span>
      )}
    </span>
  );
}

export function reviewCountText(count: number): string {
  return `${count.toLocaleString("en-IE")} review${count === 1 ? "" : "s"}`;
}

export function StarRating({ rating, reviewCount }: { rating: number | null; reviewCount: number }) {
  if (rating === null) {
    return <p className="text-sm text-gray-600">Not rated yet</p>;
  }
  return (
    <div className="flex items-center gap-2">
      <span role="img" aria-label={describeRating(rating)} className="flex items-center gap-0.5">
        {starsFor(rating).map((star, i) => (
          <StarShape key={i} star={star} />
        ))}
      </span>
      <span className="text-sm text-gray-600">({reviewCountText(reviewCount)})</span>
    </div>
  );
}
