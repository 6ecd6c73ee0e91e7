// The offer list's filters (spec §2, §4): native selects in a GET form, so the list filters
// without JavaScript ('Apply'); with it each change goes straight to the new URL (a history entry,
// so Back restores the previous filters), applying the cascade resets and page 1.
import { useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import type { ListSort } from "~/catalogue/facets";
import { patternName } from "~/catalogue/listing-names";
import { isVehicleType, type VehicleType } from "~/catalogue/seasons-and-vehicle-types";
import { fillMessage } from "~/i18n/fill-message";
import { usePageMessages } from "~/i18n/page-messages";
import type { OffersMessages } from "~/i18n/messages/offers.en";
import type { OfferList } from "~/offers/offer-list";
import { changeFilter, disabledFilters, offerSearch, type OfferFilterField, type OfferSelection } from "~/offers/offer-selection";

const VEHICLE_TYRES: Record<VehicleType, keyof OffersMessages> = {
  car: "carTyres",
  motorcycle: "motorcycleTyres",
  truck: "truckTyres",
  offRoad: "offRoadTyres",
};

const selectClass =
  "h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-600";

export function OfferFilters({
  path,
  selection,
  sort,
  options,
}: {
  path: string;
  selection: OfferSelection;
  /** Kept when a filter changes; Reset All Filters goes back to the catalogue order too. */
  sort: ListSort | null;
  options: OfferList["options"];
}) {
  const words = usePageMessages("offers");
  const listing = usePageMessages("listing");
  // What the buyer just picked shows at once, while the list for it loads.
  const [current, setCurrent] = useState(selection);
  const navigate = useNavigate();
  const disabled = disabledFilters(current);
  const isTruck = current.vehicleType === "truck";
  // ?brand= without a vehicle type (a tyre card's 'View All Offers'): the brand is shown, but
  // chosen only once a vehicle type is (decision 040).
  const brandOnly = current.vehicleType === "" && current.brand !== "";

  const change = (field: OfferFilterField, value: string) => {
    const next = changeFilter(current, field, value);
    setCurrent(next);
    void navigate(`${path}${offerSearch(next, 1, sort)}`, { preventScrollReset: true });
  };

  const select = (
    field: OfferFilterField,
    label: string,
    values: string[],
    placeholder: string,
    isDisabled: boolean,
    text: (v: string) => string = (v) => v,
    /** The values are the catalogue's names (brands, patterns, models, sizes), never translated. */
    code = true,
  ) => (
    <div className={`flex min-w-0 flex-col gap-1 ${field === "vehicleType" ? "col-span-2 sm:col-span-1" : ""}`}>
      <label htmlFor={`offer-${field}`} className="text-sm font-semibold text-gray-800">
        {label}
      </label>
      <select
        id={`offer-${field}`}
        name={field}
        value={current[field]}
        disabled={isDisabled}
        onChange={(e) => change(field, e.target.value)}
        className={selectClass}
      >
        <option value="">{placeholder}</option>
        {values.map((v) => (
          <option key={v} value={v} translate={code ? "no" : undefined}>
            {text(v)}
          </option>
        ))}
        {current[field] !== "" && !values.includes(current[field]) && (
          <option value={current[field]} translate={code ? "no" : undefined}>
            {text(current[field])}
          </option>
        )}
      </select>
    </div>
  );

  return (
    <Form method="get" action={path} aria-label={words.filterOffers} className="rounded-2xl bg-gray-50 p-4 ring-1 ring-gray-200" preventScrollReset>
      <div className={`grid grid-cols-2 gap-3 ${isTruck ? "lg:grid-cols-5" : "lg:grid-cols-4"}`}>
        {select(
          "vehicleType",
          words.vehicleType,
          options.vehicleTypes,
          words.allVehicleTypes,
          false,
          (v) => (isVehicleType(v) ? words[VEHICLE_TYRES[v]] : v),
          false,
        )}
        {select("brand", words.brand, options.brands, words.selectBrand, disabled.brand)}
        {brandOnly && <input type="hidden" name="brand" value={current.brand} />}
        {sort && <input type="hidden" name="sort" value={sort} />}
        {isTruck && select("pattern", words.pattern, options.patterns, words.selectPattern, disabled.pattern, (v) => patternName(listing, v) ?? v, false)}
        {select("model", words.model, options.models, words.selectModel, disabled.model)}
        {select("size", words.size, options.sizes, words.selectSize, disabled.size)}
      </div>
      {brandOnly && (
        <p className="mt-3 text-sm text-gray-700" data-brand-only>
          {fillMessage(words.brandOnly, { brand: current.brand })}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <noscript>
          <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {words.apply}
          </button>
        </noscript>
        <Link
          to={path}
          onClick={() => setCurrent({ vehicleType: "", brand: "", pattern: "", model: "", size: "" })}
          preventScrollReset
          className="rounded-lg border border-gray-400 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:border-brand-600 hover:text-brand-700"
        >
          {words.resetAll}
        </Link>
      </div>
    </Form>
  );
}
