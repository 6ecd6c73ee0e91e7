// The header search box: a GET form to /search (works without JavaScript), enhanced with a
// typing-animation placeholder and up to 10 suggestions from /api/suggest (spec §2 Header). The
// suggestions' code (header-search-suggestions.tsx) loads when the buyer first focuses or types in
// the box (decision 325); the combobox's state lives here, where the input's aria attributes read it.
import { lazy, Suspense, useId, useMemo, useRef, useState } from "react";
import { Form } from "react-router";
import { useTypingPlaceholder } from "../search/use-typing-placeholder";
import type { SuggestionItem } from "~/catalogue/suggestion";
import type { SuggestionKeys } from "./header-search-suggestions";
import { useShellText } from "~/i18n/use-shell-text";

const HeaderSearchSuggestions = lazy(() => import("./header-search-suggestions"));

export function HeaderSearch({ initialQuery = "" }: { initialQuery?: string }) {
  const [query, setQuery] = useState(initialQuery);
  // A new page's query replaces the text in the box (state adjusted while rendering, as React
  // documents for a prop change, instead of a second render from an effect).
  const [pageQuery, setPageQuery] = useState(initialQuery);
  if (pageQuery !== initialQuery) {
    setPageQuery(initialQuery);
    setQuery(initialQuery);
  }
  const [focused, setFocused] = useState(false);
  // Set for good once the buyer focuses or types in the box: the suggestions' chunk loads then.
  const [engaged, setEngaged] = useState(false);
  const [suggestions, setSuggestions] = useState<SuggestionItem[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const suggestionKeys = useRef<SuggestionKeys>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const text = useShellText();
  const [drive, winter, trailer] = [text("searchExampleDrive"), text("searchExampleWinter"), text("searchExampleTrailer")];
  // One array per language: a new one would restart the typing animation on every render.
  const examples = useMemo(() => [drive, "Michelin X Multi D", winter, "Bridgestone Blizzak", trailer], [drive, winter, trailer]);
  const animated = useTypingPlaceholder(examples, focused);

  // An emptied box shows no list: what it suggested was for text that is gone.
  const showList = open && focused && query.trim() !== "" && suggestions.length > 0;

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className="relative w-full"
      onSubmit={(e) => {
        if (query.trim() === "") e.preventDefault();
        setOpen(false);
      }}
    >
      <label htmlFor={`${listId}-input`} className="sr-only">
        {text("searchTyres")}
      </label>
      <input
        id={`${listId}-input`}
        name="q"
        type="search"
        autoComplete="off"
        value={query}
        placeholder={focused ? text("searchFocused") : animated}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setEngaged(true);
        }}
        onFocus={() => {
          setFocused(true);
          setOpen(true);
          setEngaged(true);
        }}
        onBlur={() => setTimeout(() => setFocused(false), 150)}
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            // The first Escape only closes the list; a search field would also clear its text.
            if (showList) e.preventDefault();
            setOpen(false);
            return;
          }
          // The arrow keys and Enter move through and pick suggestions, once their code has come.
          suggestionKeys.current?.onKeyDown(e);
        }}
        role="combobox"
        aria-expanded={showList}
        aria-controls={`${listId}-list`}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        className="h-11 w-full rounded-full border border-gray-300 bg-white ps-4 pe-12 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
      <button
        type="submit"
        aria-label={text("search")}
        className="absolute end-1 top-1 grid h-9 w-9 place-items-center rounded-full bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" />
        </svg>
      </button>
      <ul
        id={`${listId}-list`}
        role="listbox"
        aria-label={text("searchSuggestions")}
        hidden={!showList}
        className="absolute left-0 right-0 top-12 z-40 max-h-96 overflow-auto rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
      >
        {engaged && (
          <Suspense fallback={null}>
            <HeaderSearchSuggestions
              ref={suggestionKeys}
              query={query}
              open={open}
              setOpen={setOpen}
              showList={showList}
              suggestions={suggestions}
              setSuggestions={setSuggestions}
              active={active}
              setActive={setActive}
              optionId={optionId}
            />
          </Suspense>
        )}
      </ul>
    </Form>
  );
}
