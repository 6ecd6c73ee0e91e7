// The footer: info links, categories (the offer lists), the buyer's guide and the shop's social
// links when it has any (SOCIAL_LINKS).
// Every link goes to a real page (no dead '#' links).
import { Link } from "react-router";
import { endSentence, SHOP_INFO, telLink } from "~/shop/shop-info";
import { SocialLinks, useSocialLinks } from "./social-links";
import { LanguageSwitcher } from "./language-switcher";
import { useLanguage, useShellText, type ShellText } from "~/i18n/use-shell-text";
import { textDirection } from "~/i18n/languages";

/** A left-to-right name inside right-to-left text, isolated so its final dot stays with it ("B.V."). */
function isolatedIn(direction: "ltr" | "rtl", name: string): string {
  return direction === "rtl" ? `\u2068${name}\u2069` : name;
}
import type { ShellWord } from "~/i18n/messages/shell.en";

type FooterLink = { to: string; label: ShellWord };

const INFO: FooterLink[] = [
  { to: "/contact-us", label: "contactUs" },
  { to: "/trial-tyres", label: "navTrial" },
  { to: "/terms-of-service", label: "termsOfService" },
  { to: "/privacy-policy", label: "privacyPolicy" },
  { to: "/return-policy", label: "returnPolicy" },
];

const CATEGORIES: FooterLink[] = [
  { to: "/summer-offers?vehicleType=truck", label: "truckTyres" },
  { to: "/summer-offers?vehicleType=car", label: "carTyres" },
  { to: "/summer-offers?vehicleType=motorcycle", label: "motorcycleTyres" },
  { to: "/summer-offers?vehicleType=offRoad", label: "offRoadTyres" },
  { to: "/winter-offers", label: "winterOffers" },
  { to: "/allseason-offers", label: "allSeasonOffers" },
];

const GUIDES: FooterLink[] = [
  { to: "/#truck-tyre-guide", label: "truckTyrePositions" },
  { to: "/#truck-tyre-guide", label: "readingTyreSize" },
  { to: "/bulk-pricing", label: "bulkPricing" },
];

function Column({ title, links, text }: { title: string; links: FooterLink[]; text: ShellText }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.label}>
            <Link to={l.to} className="text-gray-300 hover:text-white hover:underline">
              {text(l.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** `path`: the page's path and query without its language prefix, for the language links (none in the back office). */
export function SiteFooter({ path }: { path: string | null }) {
  const text = useShellText();
  const direction = textDirection(useLanguage());
  return (
    <footer className="mt-16 bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p translate="no" className="text-lg font-extrabold text-white">
            Tyre<span className="text-brand-500">Wholesale</span>
          </p>
          <p className="mt-3 text-sm">{text("tagline")}</p>
          <p className="mt-3 text-sm">
            {/* A phone number and an address read left to right on an Arabic page too. */}
            <a href={telLink()} dir="ltr" className="hover:text-white hover:underline">
              {SHOP_INFO.phone}
            </a>
            <br />
            <a href={`mailto:${SHOP_INFO.email}`} dir="ltr" className="hover:text-white hover:underline">
              {SHOP_INFO.email}
            </a>
          </p>
          <SocialLinks links={useSocialLinks()} className="mt-4 flex flex-wrap gap-3 text-sm" linkClassName="hover:text-white hover:underline" />
        </div>
        <Column title={text("footerInformation")} links={INFO} text={text} />
        <Column title={text("footerCategories")} links={CATEGORIES} text={text} />
        <Column title={text("footerGuide")} links={GUIDES} text={text} />
      </div>
      {path !== null && <LanguageSwitcher path={path} className="border-t border-gray-800 px-4 py-2 text-sm" />}
      <p className="border-t border-gray-800 py-4 text-center text-xs text-gray-400">
        {text("copyright", { year: new Date().getFullYear(), company: isolatedIn(direction, endSentence(SHOP_INFO.legalName)) })}
      </p>
    </footer>
  );
}
