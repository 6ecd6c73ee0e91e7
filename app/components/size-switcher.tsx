// Links to the other sizes (and truck patterns) of a model; plain links, so they work without JavaScript.
import { Link } from "react-router";
import type { VariantLink } from "~/detail/variant";
import { usePageMessages } from "~/i18n/page-messages";

export function SizeSwitcher({ variants }: { variants: VariantLink[] }) {
  const words = usePageMessages("detail");
  if (variants.length === 0) return null;
  return (
    <nav aria-label={words.otherSizes}>
      <h2 className="mb-2 text-sm font-semibold text-gray-700">{words.availableSizes}</h2>
      <ul className="flex flex-wrap gap-2">
        {variants.map((v) => (
          <li key={v.href}>
            <Link
              to={v.href}
              aria-current={v.current ? "page" : undefined}
              preventScrollReset
              translate="no"
              dir="ltr"
              className={
                v.current
                  ? "inline-block rounded-md border-2 border-brand-600 bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-700"
                  : "inline-block rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-gray-800 hover:border-brand-600 hover:text-brand-700"
              }
            >
              {v.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
