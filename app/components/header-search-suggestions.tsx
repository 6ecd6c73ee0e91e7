// The header search box's suggestions (header-search.tsx draws them): asks /api/suggest as the
// buyer types, draws the options and moves through them with the arrow keys. A chunk of its own,
// loaded when the buyer first focuses or types in the box: most visits never use it (decision 325).
// The combobox's state stays with the box, whose input's aria attributes read it.
import { useEffect, useImperativeHandle, useRef, type Dispatch, type KeyboardEvent, type Ref, type SetStateAction } from "react";
import { useNavigate } from "react-router";
import { tyreDetailPath } from "~/catalogue/tyre-path";
import type { SuggestionItem } from "~/catalogue/suggestion";
import type { Season } from "~/catalogue/seasons-and-vehicle-types";
import { SnowMark } from "./season-badge";
import { useShellText } from "~/i18n/use-shell-text";

/** A suggestion's season as the header's menu names it. */
const SEASON_WORDS = { summer: "navSummer", winter: "navWinter", allseason: "navAllSeason" } as const satisfies Record<Season, string>;

/** What the box's input hands on: its arrow keys and Enter, which move through and pick a suggestion. */
export interface SuggestionKeys {
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
}

export interface HeaderSearchSuggestionsProps {
  ref: Ref<SuggestionKeys>;
  query: string;
  /** The buyer is using the box: typed in it or focused it, and has not closed the list since. */
  open: boolean;
  setOpen: Dispatch<SetStateAction<boolean>>;
  /** The list is shown: open, focused, with text and suggestions for it. */
  showList: boolean;
  suggestions: SuggestionItem[];
  setSuggestions: Dispatch<SetStateAction<SuggestionItem[]>>;
  /** The option the arrow keys are on, -1 for none. */
  active: number;
  setActive: Dispatch<SetStateAction<number>>;
  optionId(index: number): string;
}

export default function HeaderSearchSuggestions({
  ref,
  query,
  open,
  setOpen,
  showList,
  suggestions,
  setSuggestions,
  active,
  setActive,
  optionId,
}: HeaderSearchSuggestionsProps) {
  const navigate = useNavigate();
  const text = useShellText();
  const request = useRef<AbortController | null>(null);
  // The text the shown suggestions are for: reopening the list (ArrowDown after Escape) asks again
  // for nothing, so an answer arriving late cannot reset the option the buyer just moved to.
  const suggestedFor = useRef<string | null>(null);

  useEffect(() => {
    const text = query.trim();
    // Only for a buyer using the box: a search page's prefilled query asks for nothing on load.
    // Text typed before this chunk came is asked for once it has.
    if (text === "" || !open || text === suggestedFor.current) return;
    const load = async () => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      try {
        const res = await fetch(`/api/suggest?q=${encodeURIComponent(text)}`, { signal: controller.signal });
        if (!res.ok) return;
        const body = (await res.json()) as { items: SuggestionItem[] };
        suggestedFor.current = text;
        setSuggestions(body.items);
        setActive(-1);
      } catch {
        // A superseded or failed suggestion request only means no dropdown; search still works.
      }
    };
    const timer = setTimeout(() => void load(), 150);
    return () => clearTimeout(timer);
  }, [query, open, setSuggestions, setActive]);

  const pick = (s: SuggestionItem) => {
    setOpen(false);
    void navigate(tyreDetailPath(s));
  };

  useImperativeHandle(ref, () => ({
    onKeyDown(e) {
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
    },
  }));

  return suggestions.map((s, i) => (
    <li
      key={s.id}
      id={optionId(i)}
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
  ));
}
