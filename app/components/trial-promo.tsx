// The trial promo (spec §2): try 1-2 tyres before ordering a full set. On a wide screen its button
// keeps clear of the round chat button's column at the right edge (it sat under it on first paint).
import { Link } from "react-router";

/** The words come from the home page's catalogue, in the page's language (decision 294). */
export function TrialPromo({ heading, text, button }: { heading: string; text: string; button: string }) {
  return (
    <section
      aria-labelledby="trial-heading"
      className="flex flex-col gap-4 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:flex-row sm:items-center sm:justify-between sm:p-8 sm:pe-28"
    >
      <div>
        <h2 id="trial-heading" className="text-2xl font-bold text-gray-900">
          {heading}
        </h2>
        <p className="mt-2 max-w-2xl text-gray-700">{text}</p>
      </div>
      <Link to="/trial-tyres" className="shrink-0 rounded-full bg-brand-600 px-6 py-3 text-center font-semibold text-white hover:bg-brand-700">
        {button}
      </Link>
    </section>
  );
}
