// The footer: info links, categories (the offer lists), the buyer's guide and the shop's social
// links when it has any (SOCIAL_LINKS).
// Every link goes to a real page (no dead '#' links).
import { Link } from "react-router";
import { endSentence, SHOP_INFO, telLink } from "~/shop/shop-info";
import { SocialLinks, useSocialLinks } from "./social-links";

const INFO = [
  { to: "/contact-us", label: "Contact us" },
  { to: "/trial-tyres", label: "Trial tyres" },
  { to: "/terms-of-service", label: "Terms of service" },
  { to: "/privacy-policy", label: "Privacy policy" },
  { to: "/return-policy", label: "Return policy" },
];

const CATEGORIES = [
  { to: "/summer-offers?vehicleType=truck", label: "Truck tyres" },
  { to: "/summer-offers?vehicleType=car", label: "Car tyres" },
  { to: "/summer-offers?vehicleType=motorcycle", label: "Motorcycle tyres" },
  { to: "/summer-offers?vehicleType=offRoad", label: "Off-road tyres" },
  { to: "/winter-offers", label: "Winter offers" },
  { to: "/allseason-offers", label: "All-season offers" },
];

const GUIDES = [
  { to: "/#truck-tyre-guide", label: "Truck tyre positions" },
  { to: "/#truck-tyre-guide", label: "Reading a tyre size" },
  { to: "/bulk-pricing", label: "Bulk pricing and containers" },
];

function Column({ title, links }: { title: string; links: Array<{ to: string; label: string }> }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.label}>
            <Link to={l.to} className="text-gray-300 hover:text-white hover:underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-extrabold text-white">
            Tyre<span className="text-brand-500">Wholesale</span>
          </p>
          <p className="mt-3 text-sm">{SHOP_INFO.tagline}</p>
          <p className="mt-3 text-sm">
            <a href={telLink()} className="hover:text-white hover:underline">
              {SHOP_INFO.phone}
            </a>
            <br />
            <a href={`mailto:${SHOP_INFO.email}`} className="hover:text-white hover:underline">
              {SHOP_INFO.email}
            </a>
          </p>
          <SocialLinks links={useSocialLinks()} className="mt-4 flex flex-wrap gap-3 text-sm" linkClassName="hover:text-white hover:underline" />
        </div>
        <Column title="Information" links={INFO} />
        <Column title="Categories" links={CATEGORIES} />
        <Column title="Buyer's guide" links={GUIDES} />
      </div>
      <p className="border-t border-gray-800 py-4 text-center text-xs text-gray-400">
        © {new Date().getFullYear()} {endSentence(SHOP_INFO.legalName)} Minimum order 50 pieces.
      </p>
    </footer>
  );
}
