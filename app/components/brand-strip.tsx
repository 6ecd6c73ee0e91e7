// 'Best Tyre Brands' (spec §2, §9): the nine brands' wordmarks scrolling 20 s, linear, forever;
// paused on hover and still for prefers-reduced-motion. The list is drawn twice for a seamless loop.
import { Link } from "react-router";

export const STRIP_BRANDS = [
  { name: "Michelin", logo: "michelin" },
  { name: "Bridgestone", logo: "bridgestone" },
  { name: "Goodyear", logo: "goodyear" },
  { name: "Continental", logo: "continental" },
  { name: "Pirelli", logo: "pirelli" },
  { name: "BFGoodrich", logo: "bfgoodrich" },
  { name: "Hankook", logo: "hankook" },
  { name: "Toyo Tires", logo: "toyo-tires" },
  { name: "Yokohama", logo: "yokohama" },
];

/** `heading`: from the home page's catalogue, in the page's language (decision 294); the brands' names are never translated. */
export function BrandStrip({ heading }: { heading: string }) {
  const row = (copy: number) =>
    STRIP_BRANDS.map((b) => (
      <li key={`${copy}-${b.name}`} className="shrink-0" aria-hidden={copy === 1 ? true : undefined}>
        <Link
          to={`/summer-offers?brand=${encodeURIComponent(b.name)}`}
          tabIndex={copy === 1 ? -1 : undefined}
          className="block rounded-xl bg-white px-6 py-4 shadow-sm ring-1 ring-gray-200 hover:ring-brand-600"
        >
          <img src={`/images/brands/${b.logo}.svg`} alt={b.name} className="h-8 w-32 object-contain" loading="lazy" />
        </Link>
      </li>
    ));
  return (
    <section aria-labelledby="brands-heading">
      <h2 id="brands-heading" className="text-2xl font-bold text-gray-900 sm:text-3xl">
        {heading}
      </h2>
      <div className="brand-strip mt-6 overflow-hidden">
        <ul className="brand-strip-track flex w-max gap-6 py-2" translate="no">
          {row(0)}
          {row(1)}
        </ul>
      </div>
    </section>
  );
}
