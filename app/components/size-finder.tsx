// Shop by size: width, profile and rim selects offering only sizes the catalogue has,
// and a box that takes a size in any spelling. Both are GET forms to the size finder page, which
// redirects to the size's page or narrows the choices (without JavaScript); with JavaScript the
// selects narrow in place and a complete choice goes straight to the size page.
import { useState } from "react";
import { Form, useNavigate } from "react-router";
import { NO_PROFILE, chosenFinderSize, sizeFinderOptions, type FinderSize, type SizeFinderChoice } from "~/catalogue/size-finder";
import { SIZE_FINDER_PATH, sizePagePath } from "~/catalogue/tyre-path";
import { usePageMessages } from "~/i18n/page-messages";

const selectClass =
  "h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-600";
const buttonClass =
  "h-11 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

export interface SizeFinderProps {
  sizes: FinderSize[];
  initial: SizeFinderChoice;
  /** What was typed in the size box, shown again with `message` when it named no size we sell. */
  typed?: string;
  message?: string | null;
}

export function SizeFinder({ sizes, initial, typed = "", message = null }: SizeFinderProps) {
  const words = usePageMessages("sizeFinder");
  const [choice, setChoice] = useState(initial);
  const navigate = useNavigate();
  const options = sizeFinderOptions(sizes, choice);
  const chosen = chosenFinderSize(sizes, choice);

  const chooseWidth = (width: string) => setChoice({ width, profile: null, slug: null });
  const chooseProfile = (value: string) => {
    const profile = value === "" ? null : value === NO_PROFILE ? "" : value;
    const next = { ...choice, profile, slug: null };
    // A profile with one rim leaves nothing to choose.
    setChoice({ ...next, slug: chosenFinderSize(sizes, next)?.slug ?? null });
  };

  return (
    <div className="grid gap-5 rounded-2xl bg-white p-5 shadow-lg ring-1 ring-gray-200 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-8" data-size-finder>
      <Form
        method="get"
        action={SIZE_FINDER_PATH}
        aria-labelledby="size-finder-heading"
        className="grid grid-cols-3 gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end"
        onSubmit={(event) => {
          if (!chosen) return;
          event.preventDefault();
          void navigate(sizePagePath(chosen.slug));
        }}
      >
        <h2 id="size-finder-heading" className="col-span-3 text-lg font-bold text-gray-900 sm:col-span-4">
          {words.shopBySize}
        </h2>
        <Select id="finder-width" label={words.width} name="width" value={choice.width} onChange={chooseWidth} placeholder={words.width}>
          {options.widths.map((w) => (
            <option key={w} value={w}>
              {w}
            </option>
          ))}
        </Select>
        <Select
          id="finder-profile"
          label={words.profile}
          name="profile"
          value={choice.profile === null ? "" : choice.profile || NO_PROFILE}
          onChange={chooseProfile}
          placeholder={words.profile}
          disabled={!choice.width}
        >
          {options.profiles.map((p) => (
            <option key={p} value={p || NO_PROFILE}>
              {p || words.noProfile}
            </option>
          ))}
        </Select>
        <Select
          id="finder-rim"
          label={words.rim}
          name="rim"
          value={choice.slug ?? ""}
          onChange={(slug) => setChoice({ ...choice, slug: slug || null })}
          placeholder={words.rim}
          disabled={choice.profile === null}
        >
          {options.rims.map((r) => (
            <option key={r.slug} value={r.slug}>
              {r.label}
            </option>
          ))}
        </Select>
        <button type="submit" className={`${buttonClass} col-span-3 sm:col-span-1`}>
          {words.showTyres}
        </button>
      </Form>
      <Form method="get" action={SIZE_FINDER_PATH} className="flex flex-col gap-1" aria-label={words.typeASize}>
        <label htmlFor="finder-size" className="text-sm font-semibold text-gray-800 lg:mt-9">
          {words.orTypeASize}
        </label>
        <div className="flex gap-2">
          <input
            id="finder-size"
            name="size"
            type="text"
            defaultValue={typed}
            placeholder="315/80R22.5"
            dir="ltr"
            maxLength={60}
            autoComplete="off"
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? "finder-size-message" : "finder-size-hint"}
            className={`${selectClass} min-w-0 flex-1`}
          />
          <button type="submit" className={buttonClass}>
            {words.go}
          </button>
        </div>
        {message ? (
          <p id="finder-size-message" role="alert" className="text-sm font-medium text-red-700">
            {message}
          </p>
        ) : (
          <p id="finder-size-hint" className="text-sm text-gray-600">
            {words.example}
          </p>
        )}
      </Form>
    </div>
  );
}

function Select({
  id,
  label,
  name,
  value,
  onChange,
  placeholder,
  disabled,
  children,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-gray-800">
        {label}
      </label>
      <select id={id} name={name} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} className={selectClass}>
        <option value="">{placeholder}</option>
        {children}
      </select>
    </div>
  );
}
