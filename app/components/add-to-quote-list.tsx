// 'Add to quote' in a list of tyres (offer and search results, compare columns): the
// page renders one AddToQuoteForm and each tyre a button that names it (the button's own name and
// value), so a row costs one button, not a form (decision 134). Posted to /quote like
// AddToQuoteButton; kept apart from it so the detail page's chunk does not carry the list's parts.
import { Form } from "react-router";
import { fillMessage } from "~/i18n/fill-message";
import { usePageMessages } from "~/i18n/page-messages";
import { BLOCK_QUIET_BUTTON } from "~/styles/buttons";

const ADD_TO_QUOTE_FORM = "add-to-quote";

/** The one form a list's AddToQuoteListButtons submit: 50 pieces, spec §9's minimum order, as on the detail page. */
export function AddToQuoteForm() {
  return (
    <Form method="post" action="/quote" id={ADD_TO_QUOTE_FORM} hidden>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="quantity" value={50} />
    </Form>
  );
}

/**
 * 'Add to quote' for one tyre of a list. `className` sets its padding and text size; `tyreName`
 * joins its accessible name where no label around says which tyre (after the visible words).
 */
export function AddToQuoteListButton({ tyreId, tyreName, className = "px-5 py-2.5" }: { tyreId: number; tyreName?: string; className?: string }) {
  const listing = usePageMessages("listing");
  return (
    <button
      type="submit"
      form={ADD_TO_QUOTE_FORM}
      name="tyre"
      value={tyreId}
      aria-label={tyreName ? fillMessage(listing.addToQuoteNamed, { name: tyreName }) : undefined}
      className={`${BLOCK_QUIET_BUTTON} ${className}`}
    >
      {listing.addToQuote}
    </button>
  );
}
