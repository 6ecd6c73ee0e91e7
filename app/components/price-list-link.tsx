// 'Download price list (CSV) or XLSX' on an offer list: plain links to the list's CSV and
// workbook (decision 290), the same for every visitor (the page may be the render cache's copy); the download asks for a sign-in.
// Not a router Link (the CSV is no page) and no `download` attribute (a visitor's answer is a
// redirect to login, which the browser must follow, not save). Login returns to #price-list.
import { usePageMessages } from "~/i18n/page-messages";

export function PriceListLink({ href, xlsxHref }: { href: string; xlsxHref: string }) {
  const words = usePageMessages("offers");
  return (
    <p className="text-sm text-gray-700">
      <a
        id="price-list"
        href={href}
        className="scroll-mt-56 rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 target:bg-amber-100 target:px-1"
      >
        {words.downloadCsv}
      </a>{" "}
      {words.or}{" "}
      <a
        href={xlsxHref}
        className="rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        XLSX
      </a>{" "}
      <span className="text-gray-600">{words.priceListNote}</span>
    </p>
  );
}
