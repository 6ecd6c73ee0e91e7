// The header search box: a GET form to /search (works without JavaScript), enhanced with a
// typing-animation placeholder and up to 10 suggestions from /api/suggest (spec §2 Header).
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import { tyreDetailPath } from "~/catalogue/tyre-path";
import { useTypingPlaceholder } from "../search/use-typing-placeholder";
import type { SuggestionItem } from "~/catalogue/suggestion";
import type { Season } from "~/catalogue/seasons-and-vehicle-types";
import { SnowMark } from "./season-badge";
import { useShellText } from "~/i18n/use-shell-text";

type Suggestion = SuggestionItem;

/** A suggestion's season as the header's menu names it. */
const SEASON_WORDS = { summer: "navSummer", winter: "navWinter", allseason: "navAllSeason" } as const satisfies Record<Season, string>;

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
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const listId = useId();
  const text = useShellText();
  const [drive, winter, trailer] = [text("searchExampleDrive"), text("searchExampleWinter"), text("searchExampleTrailer")];
  // One array per language: a new one would restart the typing animation on every render.
  const examples = useMemo(() => [drive, "Michelin X Multi D", winter, "Bridgestone Blizzak", trailer], [drive, winter, trailer]);
  const animated = useTypingPlaceholder(examples, focused);
  const request = useRef<AbortController | null>(null);
  // The text the shown suggestions are for: reopening the list (ArrowDown after Escape) asks again
  // for nothing, so an answer arriving late cannot reset the option the buyer just moved to.
  const suggestedFor = useRef<string | null>(null);

  useEffect(() => {
    const text = query.trim();
    // Only for a buyer using the box: a search page's prefilled query asks for nothing on load.
    if (text === "" || !open || text === suggestedFor.current) return;
    const load = async () => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      try {
        const res = await fetch(`/api/suggest?q=${encodeURIComponent(text)}`, { signal: controller.signal });
        if (!res.ok) return;
        const body = (await res.json()) as { items: Suggestion[] };
        suggestedFor.current = text;
        setSuggestions(body.items);
        setActive(-1);
      } catch {
        // A superseded or failed suggestion request only means no dropdown; search still works.
      }
    };
    const timer = setTimeout(() => void load(), 150);
    return () => clearTimeout(timer);
  }, [query, open]);

  const pick = (s: Suggestion) => {
    setOpen(false);
    void navigate(tyreDetailPath(s));
  };
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
        }}
        onFocus={() => {
          setFocused(true);
          setOpen(true);
        }}
        onBlur={() => setTimeout(() => setFocused(false), 150)}
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            // The first Escape only closes the list; a search field would also clear its text.
            if (showList) e.preventDefault();
            setOpen(false);
            return;
          }
          if (!showList) {
            // Arrow down reopens the list that Escape closed.
            if (e.key === "ArrowDown" && suggestions.length > 0) {
              e.preventDefault();
              setOpen(true);
              setActive(0);
            }
            return;
          }
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setActive((i) => (i + 1) % suggestions.length);
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
          } else if (e.key === "Enter" && active >= 0) {
            e.preventDefault();
            pick(suggestions[active]!);
          }
        }}
        role="combobox"
        aria-expanded={showList}
        aria-controls={`${listId}-list`}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-option-${active}` : undefined}
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
        {suggestions.map((s, i) => (
          <li
            key={s.id}
            id={`${listId}-option-${i}`}
            role="option"
            aria-selected={i === active}
            data-suggestion={s.id}
            onMouseDown={(e) => {
              e.preventDefault();
              pick(s);
            }}
            onMouseEnter={() => setActive(i)}
            className={`cursor-pointer px-4 py-2 text-sm ${i === active ? "bg-brand-50 text-brand-700" : "text-gray-800"}`}
          >
            {/* suggestionLabel's 'brand — model (size) · season', the season in the page's language
                (decision 310): the catalogue's names kept as written and left to right, also in Arabic;
                the snow mark follows where it applies. */}
            <span data-suggestion-label>
              <bdi translate="no" dir="ltr">{`${s.brand} — ${s.model} (${s.size})`}</bdi>
              {` · ${text(SEASON_WORDS[s.season])}`}
            </span>
            {s.snowMark && (
              <>
                {" "}
                <SnowMark label={text("snowMark")} />
              </>
            )}
          </li>
        ))}
      </ul>
    </Form>
  );
}
