// The home page's tyre search form (spec §2, §4, §5): native selects that cascade
// (vehicle type or season resets brand, pattern, model; brand resets pattern and model; pattern
// resets model). A GET form to / that the server answers without JavaScript; with it the options
// load from /api/filters and 'Search Tyres' goes straight to the tyre.
import { useEffect, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import type { FilterOptions } from "~/catalogue/filter-options";
import { tyreDetailPath } from "~/catalogue/tyre-path";
import { SEASONS, VEHICLE_TYPES, type Season, type VehicleType } from "~/catalogue/seasons-and-vehicle-types";
import { usePageMessages } from "~/i18n/page-messages";
import type { HomeSearchMessages } from "~/i18n/messages/home-search.en";

/** The form's words for each vehicle type and season option. */
const VEHICLE_OPTION: Record<VehicleType, keyof HomeSearchMessages> = {
  car: "carTyres",
  motorcycle: "motorcycleTyres",
  truck: "truckTyres",
  offRoad: "offRoadTyres",
};
const SEASON_WORD: Record<Season, keyof HomeSearchMessages> = { summer: "seasonSummer", winter: "seasonWinter", allseason: "seasonAllseason" };

export interface HomeSearchSelection {
  vehicleType: VehicleType;
  season: Season;
  brand: string;
  pattern: string;
  variant: string;
}

type Options = Pick<FilterOptions, "vehicleTypes" | "brands" | "patterns" | "variants">;

const selectClass =
  "h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-500";

export function HomeSearchForm({ initial, initialOptions, error }: { initial: HomeSearchSelection; initialOptions: Options; error?: string | null }) {
  const words = usePageMessages("homeSearch");
  const [selection, setSelection] = useState(initial);
  const [options, setOptions] = useState(initialOptions);
  const navigate = useNavigate();
  const first = useRef(true);
  const isTruck = selection.vehicleType === "truck";

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const params = new URLSearchParams({ season: selection.season, vehicleType: selection.vehicleType });
    if (selection.brand) params.set("brand", selection.brand);
    if (selection.pattern) params.set("pattern", selection.pattern);
    const controller = new AbortController();
    fetch(`/api/filters?${params}`, { signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<Options>) : null))
      .then((next) => next && setOptions(next))
      .catch(() => undefined);
    return () => controller.abort();
  }, [selection.season, selection.vehicleType, selection.brand, selection.pattern]);

  // spec §4 cascade: a change resets everything below it.
  const change = (field: keyof HomeSearchSelection, value: string) =>
    setSelection((s) => {
      if (field === "vehicleType") return { ...s, vehicleType: value as VehicleType, brand: "", pattern: "", variant: "" };
      if (field === "season") return { ...s, season: value as Season, brand: "", pattern: "", variant: "" };
      if (field === "brand") return { ...s, brand: value, pattern: "", variant: "" };
      if (field === "pattern") return { ...s, pattern: value, variant: "" };
      return { ...s, variant: value };
    });

  const chosen = options.variants.find((v) => String(v.id) === selection.variant);
  const modelDisabled = !selection.brand || (isTruck && !selection.pattern);

  return (
    <Form
      method="get"
      action="/"
      className="grid gap-4 rounded-2xl bg-white p-5 shadow-lg ring-1 ring-gray-200 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (!selection.brand || !chosen) {
          window.alert(words.selectAll);
          return;
        }
        void navigate(
          tyreDetailPath({
            season: selection.season,
            vehicleType: selection.vehicleType,
            brand: selection.brand,
            model: chosen.model,
            size: chosen.size,
            pattern: selection.pattern,
          }),
        );
      }}
    >
      <Field label={words.vehicleType} id="search-vehicle">
        <select
          id="search-vehicle"
          name="vehicleType"
          value={selection.vehicleType}
          onChange={(e) => change("vehicleType", e.target.value)}
          className={selectClass}
        >
          {(options.vehicleTypes.length ? options.vehicleTypes : VEHICLE_TYPES).map((v) => (
            <option key={v} value={v}>
              {words[VEHICLE_OPTION[v]]}
            </option>
          ))}
        </select>
      </Field>
      <Field label={words.tyreType} id="search-season">
        <select id="search-season" name="season" value={selection.season} onChange={(e) => change("season", e.target.value)} className={selectClass}>
          {SEASONS.map((s) => (
            <option key={s} value={s}>
              {words[SEASON_WORD[s]]}
            </option>
          ))}
        </select>
      </Field>
      <Field label={words.brand} id="search-brand">
        <select id="search-brand" name="brand" value={selection.brand} onChange={(e) => change("brand", e.target.value)} className={selectClass}>
          <option value="">{words.selectBrand}</option>
          {options.brands.map((b) => (
            <option key={b} value={b} translate="no">
              {b}
            </option>
          ))}
        </select>
      </Field>
      {isTruck && (
        <Field label={words.pattern} id="search-pattern">
          <select
            id="search-pattern"
            name="pattern"
            value={selection.pattern}
            disabled={!selection.brand}
            onChange={(e) => change("pattern", e.target.value)}
            className={selectClass}
          >
            <option value="">{words.selectPattern}</option>
            {options.patterns.map((p) => (
              <option key={p} value={p} translate="no">
                {p}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field label={words.model} id="search-model" wide={!isTruck}>
        <select
          id="search-model"
          name="variant"
          value={selection.variant}
          disabled={modelDisabled}
          onChange={(e) => change("variant", e.target.value)}
          className={selectClass}
        >
          <option value="">{words.selectModel}</option>
          {options.variants.map((v) => (
            <option key={v.id} value={v.id} translate="no">{`${v.model} - ${v.size}`}</option>
          ))}
        </select>
      </Field>
      <div className="flex flex-col gap-2 sm:col-span-2 lg:col-span-1">
        <noscript>
          <button
            type="submit"
            name="refine"
            value="1"
            formNoValidate
            className="h-11 w-full rounded-lg border border-gray-400 px-3 font-semibold text-gray-800"
          >
            {words.updateChoices}
          </button>
        </noscript>
        <button
          type="submit"
          name="go"
          value="1"
          className="h-11 w-full rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {words.searchTyres}
        </button>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2 lg:col-span-6">
          {error}
        </p>
      )}
    </Form>
  );
}

function Field({ label, id, children, wide }: { label: string; id: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={`flex flex-col gap-1 ${wide ? "lg:col-span-2" : ""}`}>
      <label htmlFor={id} className="text-sm font-semibold text-gray-800">
        {label}
      </label>
      {children}
    </div>
  );
}
